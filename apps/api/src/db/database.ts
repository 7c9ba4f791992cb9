import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely'
import pg from 'pg'
import { migrateToLatest } from './migrate.ts'
import type { Database } from './schema.ts'

export type Db = Kysely<Database>

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory' }

export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === 'postgres') return 'PostgreSQL (DATABASE_URL)'
  if (target.kind === 'pglite') return `PGlite em ${target.dataDir}`
  return 'PGlite em memória'
}

async function openPglite(target: DatabaseTarget): Promise<PGlite> {
  if (target.kind !== 'pglite') return new PGlite()
  await mkdir(target.dataDir, { recursive: true })
  return new PGlite(target.dataDir)
}

function openPool(connectionString: string): pg.Pool {
  // A database that does not answer at all (a network partition) fails the request after 5 s
  // instead of holding it until the client gives up.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 })
  // A connection dropped by the server (a restart, a failover) must not end the process. A
  // client reports it on itself, in use or not (the query under way fails, and the request with
  // it: a 503); the pool also re-emits it for an idle one. The pool then drops the client and
  // opens a fresh connection for the next query.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error('PostgreSQL: conexão perdida', error.message))
  })
  pool.on('error', () => {})
  return pool
}

/** Opens the database and brings its schema to the latest migration. */
export async function openDatabase(target: DatabaseTarget): Promise<Db> {
  const dialect =
    target.kind === 'postgres'
      ? new PostgresDialect({ pool: openPool(target.url) })
      : new PGliteDialect({ pglite: await openPglite(target) })
  const db = new Kysely<Database>({ dialect })
  await migrateToLatest(db as Kysely<unknown>)
  return db
}
