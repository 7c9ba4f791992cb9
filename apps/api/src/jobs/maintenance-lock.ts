import { sql } from 'kysely'
import type { Db } from '../db/database.ts'

// The advisory lock key of the maintenance run: any number, the same in every process.
const MAINTENANCE_LOCK = 15_2026_11

/**
 * Runs `work` only if no other process is running it: a PostgreSQL advisory lock, held by one
 * connection for the run and released at its end (or by the server if the process dies). Answers
 * false when another process holds it. PGlite has one connection (holding it for the run would
 * stall the run's own queries) and one process per data folder (ops/data-dir-lock.ts): there the
 * work just runs.
 */
export async function withMaintenanceLock(db: Db, work: () => Promise<void>): Promise<boolean> {
  if (!db.getExecutor().adapter.supportsMultipleConnections) {
    await work()
    return true
  }
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_lock(${MAINTENANCE_LOCK}) as locked`.execute(connection)
    if (!rows[0]?.locked) return false
    try {
      await work()
      return true
    } finally {
      await sql`select pg_advisory_unlock(${MAINTENANCE_LOCK})`.execute(connection)
    }
  })
}
