// The desktop app's licence keys: `npm run keys -- list | rotate`.
import { readConfig } from '../config.ts'
import { type Db, openDatabase } from '../db/database.ts'
import { ensureSigningKey, rotateSigningKey } from '../modules/licences/licence-keys.ts'
import type { SealingKeys } from '../modules/licences/sealed-keys.ts'
import { appSecret } from '../ops/app-secrets.ts'

const USAGE = 'Uso: npm run keys -- list | rotate'

const when = (date: Date | null) => date?.toISOString() ?? '—'

async function list(db: Db) {
  const rows = await db
    .selectFrom('signing_keys')
    .select(['kid', 'created_at', 'retired_at', 'publish_until'])
    .orderBy('created_at', 'desc')
    .execute()
  console.table(
    rows.map((row) => ({
      kid: row.kid,
      criada: when(row.created_at),
      estado: row.retired_at ? 'publicada até vencerem as licenças' : 'assina as licenças',
      'publicada até': when(row.publish_until),
    })),
  )
}

async function run(db: Db, keys: SealingKeys, [command]: string[]) {
  if (command === 'list') {
    await ensureSigningKey(db, keys, new Date())
    await list(db)
  } else if (command === 'rotate') {
    const { kid, retired } = await rotateSigningKey(db, keys, new Date())
    console.log(`nova chave: ${kid}`)
    for (const old of retired) {
      console.log(`aposentada: ${old} (continua publicada até vencerem as licenças que assinou)`)
    }
  } else {
    throw new Error(USAGE)
  }
}

const config = readConfig(process.env)
// A folder the server holds, or a database that refuses: one line saying why, no stack trace.
const db = await openDatabase(config.database).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
try {
  const keys = { env: config.licenceKeySecret, db: appSecret(db, 'licence-key-sealing') }
  await run(db, keys, process.argv.slice(2))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await db.destroy()
}
