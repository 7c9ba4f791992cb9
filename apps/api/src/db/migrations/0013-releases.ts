import { type Kysely, sql } from 'kysely'

// Issue 24: the desktop app's releases, published by `npm run versions` and the console, read by
// /download and by the update feed; and the downloads counted per version, platform and day
// (no address is kept).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('releases')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('latest', 'beta')`))
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('published_at', 'timestamptz', (col) => col.notNull())
    // { new, improvements, fixes }: the spec's three lists, pt-BR.
    .addColumn('notes', 'jsonb', (col) => col.notNull())
    // Per platform, what its electron-builder YAML said: files [{ url, sha512, size }], path...
    .addColumn('platforms', 'jsonb', (col) => col.notNull())
    .addColumn('staging_percentage', 'integer', (col) =>
      col.notNull().defaultTo(100).check(sql`staging_percentage between 0 and 100`),
    )
    .addColumn('critical', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('withdrawn_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('releases_one_per_version', ['channel', 'version'])
    .execute()

  await db.schema
    .createTable('release_downloads')
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('platform', 'text', (col) => col.notNull())
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('release_downloads_key', ['version', 'platform', 'day'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('release_downloads').execute()
  await db.schema.dropTable('releases').execute()
}
