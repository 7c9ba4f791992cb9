import { randomBytes } from 'node:crypto'
import type { Db } from '../db/database.ts'

/**
 * A random key the server makes on first start and keeps in the database, so every process
 * shares it without configuration. Read once per process.
 */
export function appSecret(db: Db, name: string): () => Promise<string> {
  let value: Promise<string> | undefined
  const load = async () => {
    await db
      .insertInto('app_secrets')
      .values({ name, value: randomBytes(32).toString('base64url') })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute()
    const row = await db
      .selectFrom('app_secrets')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
    return row.value
  }
  return () => {
    value ??= load().catch((error: unknown) => {
      value = undefined
      throw error
    })
    return value
  }
}
