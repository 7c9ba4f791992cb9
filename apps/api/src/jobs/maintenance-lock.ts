import { sql } from 'kysely'
import type { Db } from '../db/database.ts'

// Advisory lock keys: any numbers, the same in every process.
const MAINTENANCE_LOCK = 15_2026_11
const RECONCILIATION_LOCK = 26_2026_11

/**
 * Runs `work` only if no other process is running work under the same key: a PostgreSQL
 * advisory lock, held by one connection for the run and released at its end (or by the server if
 * the process dies). Answers false when another process holds it. PGlite has one connection
 * (holding it for the run would stall the run's own queries) and one process per data folder
 * (ops/data-dir-lock.ts): there the work just runs.
 */
async function withAdvisoryLock(db: Db, key: number, work: () => Promise<void>) {
  if (!db.getExecutor().adapter.supportsMultipleConnections) {
    await work()
    return true
  }
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_lock(${key}) as locked`.execute(connection)
    if (!rows[0]?.locked) return false
    try {
      await work()
      return true
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection)
    }
  })
}

/** The maintenance run (renewals, e-mail retries, upkeep): one process at a time. */
export const withMaintenanceLock = (db: Db, work: () => Promise<void>): Promise<boolean> =>
  withAdvisoryLock(db, MAINTENANCE_LOCK, work)

/** The reconciliation with the provider (the daily job, `npm run reconcile`): one at a time. */
export const withReconciliationLock = (db: Db, work: () => Promise<void>): Promise<boolean> =>
  withAdvisoryLock(db, RECONCILIATION_LOCK, work)
