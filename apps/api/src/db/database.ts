import { accessSync, constants, mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { DataDirLockedError, lockDataDir } from '../ops/data-dir-lock.ts'
import { migrateToLatest } from './migrate.ts'
import type { Database } from './schema.ts'
import { dataDirError, postgresError, StartupError } from './startup-errors.ts'

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

/** The folder made ready for PGlite: created, writable, and locked to this process. */
function prepareDataDir(dataDir: string) {
  try {
    mkdirSync(dataDir, { recursive: true })
    accessSync(dataDir, constants.R_OK | constants.W_OK | constants.X_OK)
    return lockDataDir(dataDir)
  } catch (error) {
    if (error instanceof StartupError || error instanceof DataDirLockedError) {
      throw new StartupError((error as Error).message)
    }
    throw dataDirError(dataDir, error)
  }
}

async function openPglite(target: DatabaseTarget): Promise<PGlite> {
  if (target.kind !== 'pglite') return new PGlite()
  const lock = prepareDataDir(target.dataDir)
  try {
    const pglite = new PGlite(target.dataDir)
    await pglite.waitReady
    // The folder is free again once the database is closed (tests, the plans CLI).
    const close = pglite.close.bind(pglite)
    pglite.close = async () => {
      try {
        await close()
      } finally {
        lock.release()
      }
    }
    return pglite
  } catch (error) {
    lock.release()
    throw dataDirError(target.dataDir, error)
  }
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

/**
 * Opens the database and brings its schema to the latest migration. Whatever makes that
 * impossible (a folder without permission, a locked folder, a server that refuses) is a
 * StartupError naming the place and the fix.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Db> {
  const dialect =
    target.kind === 'postgres'
      ? new PostgresDialect({ pool: openPool(target.url) })
      : new PGliteDialect({ pglite: await openPglite(target) })
  const db = new Kysely<Database>({ dialect })
  try {
    if (target.kind === 'postgres') await sql`select 1`.execute(db)
    await migrateToLatest(db as Kysely<unknown>)
  } catch (error) {
    await db.destroy().catch(() => {})
    if (target.kind === 'postgres') throw postgresError(target.url, error)
    if (target.kind === 'pglite') throw dataDirError(target.dataDir, error)
    throw error
  }
  return db
}
