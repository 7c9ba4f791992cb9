import { FOLD_FROM, FOLD_TO } from '@atendimento/domain/text-fold'
import { type Kysely, sql } from 'kysely'

// Issue 29: the console searches names accents and case aside. Folding every name at each
// search took 480 ms at 100,000 customers (the target is 150); the folded name is kept beside
// the name instead, computed by the database whenever the name is written (an erasure too).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column name_folded text generated always as
    (lower(translate(name, ${sql.lit(FOLD_FROM)}, ${sql.lit(FOLD_TO)}))) stored`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('name_folded').execute()
}
