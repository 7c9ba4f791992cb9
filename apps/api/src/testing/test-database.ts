import { type Kysely, sql } from 'kysely'
import pg from 'pg'
import { beforeAll, beforeEach } from 'vitest'
import { type DatabaseTarget, type Db, openDatabase } from '../db/database.ts'
import type { Database } from '../db/schema.ts'
import { seedPlansOnFirstStart } from '../modules/plans/seed-plans.ts'
import { seedReleasesOnFirstStart } from '../modules/releases/seed-releases.ts'

/**
 * The database the API tests run on: in-memory PGlite by default, or a throwaway database on
 * the PostgreSQL of TEST_DATABASE_URL (the vitest project for PostgreSQL sets it).
 */
export async function openTestDatabase(): Promise<{ db: Db; close: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const db = await openDatabase({ kind: 'memory' })
    return { db, close: () => db.destroy() }
  }
  // The prefix names this run, so the global teardown can drop every database it made.
  const prefix = process.env.TEST_DATABASE_PREFIX ?? 'api_test'
  const name = `${prefix}_${process.pid}_${process.env.VITEST_POOL_ID ?? '0'}`
  await adminQuery(serverUrl, `drop database if exists ${name} with (force)`)
  await adminQuery(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const target: DatabaseTarget = { kind: 'postgres', url: url.toString() }
  const db = await openDatabase(target)
  return {
    db,
    close: async () => {
      await db.destroy()
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`)
    },
  }
}

export async function adminQuery(url: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await client.query(text)
  } finally {
    await client.end()
  }
}

// Opening PGlite costs seconds, so a worker opens one database and every test file it runs
// (vitest runs with isolate: false) shares it, emptied before each test.
const shared = globalThis as typeof globalThis & { __apiTestDatabase?: Promise<Db> }

function workerDatabase(): Promise<Db> {
  shared.__apiTestDatabase ??= openTestDatabase().then(({ db }) => db)
  return shared.__apiTestDatabase
}

const tableLists = new WeakMap<Kysely<Database>, Promise<string[]>>()

function appTables(db: Kysely<Database>): Promise<string[]> {
  let tables = tableLists.get(db)
  if (!tables) {
    tables = sql<{ tablename: string }>`
      select tablename from pg_tables
      where schemaname = current_schema() and tablename not like 'kysely_%'
      order by tablename`
      .execute(db)
      .then(({ rows }) => rows.map((row) => row.tablename))
    tableLists.set(db, tables)
  }
  return tables
}

/**
 * Empties every table but the migrations' and seeds the plans and releases again, as on a first start. One
 * statement of DELETEs (foreign keys are checked at its end): on PostgreSQL, TRUNCATE of a dozen
 * tiny tables costs far more than deleting their few rows.
 */
export async function resetDatabase(db: Kysely<Database>): Promise<void> {
  const tables = await appTables(db)
  const deletes = tables.map(
    (table, index) => sql`${sql.raw(`d${index}`)} as (delete from ${sql.table(table)})`,
  )
  await sql`with ${sql.join(deletes)} select 1`.execute(db)
  await seedPlansOnFirstStart(db)
  await seedReleasesOnFirstStart(db)
}

/** Registers the hooks of a test file: one shared database, reset before every test. */
export function useTestDatabase(): () => Db {
  let db: Db | undefined
  beforeAll(async () => {
    db = await workerDatabase()
  })
  beforeEach(async () => {
    if (db) await resetDatabase(db)
  })
  return () => {
    if (!db) throw new Error('useTestDatabase: o banco ainda não foi aberto')
    return db
  }
}
