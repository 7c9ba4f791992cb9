import type { Kysely } from 'kysely'
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration'
import * as plans from './migrations/0001-plans.ts'
import * as accounts from './migrations/0002-accounts.ts'
import * as billing from './migrations/0003-billing.ts'
import * as outboxAndLimits from './migrations/0004-outbox-and-limits.ts'
import * as productionSafety from './migrations/0005-production-safety.ts'
import * as pixAndReceipts from './migrations/0006-pix-and-receipts.ts'
import * as operatorConsole from './migrations/0007-operator-console.ts'
import * as accountJourneys from './migrations/0008-account-journeys.ts'
import * as moneyRaces from './migrations/0009-money-races.ts'
import * as providerLedger from './migrations/0010-provider-ledger.ts'
import * as desktopApp from './migrations/0011-desktop-app.ts'
import * as mailStandards from './migrations/0012-mail-standards.ts'
import * as releases from './migrations/0013-releases.ts'
import * as idempotencyKeys from './migrations/0014-idempotency-keys.ts'
import * as foldedNames from './migrations/0015-folded-names.ts'

// Listed in code, not read from a folder, so the bundled server carries its migrations.
const migrations: Record<string, Migration> = {
  '0001-plans': plans,
  '0002-accounts': accounts,
  '0003-billing': billing,
  '0004-outbox-and-limits': outboxAndLimits,
  '0005-production-safety': productionSafety,
  '0006-pix-and-receipts': pixAndReceipts,
  '0008-account-journeys': accountJourneys,
  '0007-operator-console': operatorConsole,
  '0009-money-races': moneyRaces,
  '0010-provider-ledger': providerLedger,
  '0011-desktop-app': desktopApp,
  '0012-mail-standards': mailStandards,
  '0013-releases': releases,
  '0014-idempotency-keys': idempotencyKeys,
  '0015-folded-names': foldedNames,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

// Several branches add migrations at once, and each lands when it is done: a database that ran
// a later-named one first still takes an earlier-named one it lacks (each touches its own
// tables and columns), instead of refusing to start.
const options = { provider, allowUnorderedMigrations: true }

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, ...options }).migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error || failed) {
    // The cause carries the database's own code (permission, connection...) for the caller.
    const cause = error as { message?: string; code?: string } | undefined
    const failure = new Error(
      `Migração ${failed?.migrationName ?? ''} falhou: ${cause?.message || String(error)}`,
      { cause: error },
    ) as Error & { code?: string }
    if (cause?.code) failure.code = cause.code
    throw failure
  }
}

/** Migrations this code knows that the database has not run yet (readiness checks it). */
export async function pendingMigrations(db: Kysely<unknown>): Promise<string[]> {
  const known = await new Migrator({ db, ...options }).getMigrations()
  return known.filter((migration) => !migration.executedAt).map((migration) => migration.name)
}
