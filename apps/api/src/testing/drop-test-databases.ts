import { adminQuery } from './test-database.ts'

// Vitest global setup for the PostgreSQL project: workers keep their database open for the
// whole run (one per worker), so the run's databases are dropped here, once, at the end.
export default function setup() {
  return async () => {
    const serverUrl = process.env.DATABASE_URL
    const prefix = process.env.TEST_DATABASE_PREFIX
    if (!serverUrl || !prefix) return
    const { rows } = await adminQuery(
      serverUrl,
      `select datname from pg_database where datname like '${prefix}\\_%'`,
    )
    for (const { datname } of rows) {
      await adminQuery(serverUrl, `drop database if exists ${datname} with (force)`)
    }
  }
}
