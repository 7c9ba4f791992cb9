import type { Kysely } from 'kysely'
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration'
import * as plans from './migrations/0001-plans.ts'
import * as accounts from './migrations/0002-accounts.ts'
import * as billing from './migrations/0003-billing.ts'
import * as outboxAndLimits from './migrations/0004-outbox-and-limits.ts'

// Listed in code, not read from a folder, so the bundled server carries its migrations.
const migrations: Record<string, Migration> = {
  '0001-plans': plans,
  '0002-accounts': accounts,
  '0003-billing': billing,
  '0004-outbox-and-limits': outboxAndLimits,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error || failed) {
    throw new Error(`Migração falhou: ${failed?.migrationName ?? ''}`, { cause: error })
  }
}
