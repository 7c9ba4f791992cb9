import { type Kysely, sql } from 'kysely'

// Issue 26, races and receipts: the quotes a change of plan may be confirmed against, the end of
// the period an upgrade's pro-rata charge pays for (its receipt shows it), and the sandbox
// gateway's count of refunds it accepted (a test across processes reads its ledger).
export async function up(db: Kysely<unknown>): Promise<void> {
  // Every figure GET /subscription/{id}/change/{planId} answered: a change is charged only
  // against one of them (plan-change-quotes.ts). Rows older than a quote's life are pruned.
  await db.schema
    .createTable('plan_change_quotes')
    .addColumn('subscription_id', 'text', (col) =>
      col.notNull().references('subscriptions.id').onDelete('cascade'),
    )
    .addColumn('from_plan_id', 'text', (col) => col.notNull())
    .addColumn('plan_id', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('quoted_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('plan_change_quotes_pkey', [
      'subscription_id',
      'from_plan_id',
      'plan_id',
      'amount_cents',
    ])
    .execute()
  await db.schema
    .createIndex('plan_change_quotes_quoted_at')
    .on('plan_change_quotes')
    .column('quoted_at')
    .execute()

  await db.schema.alterTable('payments').addColumn('period_end', 'timestamptz').execute()

  await db.schema
    .alterTable('sandbox_charges')
    .addColumn('refund_requests', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()

  // Free text stored before the schemas dropped the invisible direction controls (bidi.ts) is
  // cleaned the same way, so an old name cannot read otherwise in the console or an e-mail. A
  // required text made only of them keeps its row as it was (an operator sees it).
  for (const [table, columns] of Object.entries(FREE_TEXT)) {
    for (const column of columns) {
      const cleaned = sql`regexp_replace(${sql.ref(column)}, ${BIDI}, '', 'g')`
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${cleaned}
        where ${sql.ref(column)} ~ ${BIDI} and btrim(${cleaned}) <> ''`.execute(db)
    }
  }
  await sql`update plans set features = regexp_replace(features::text, ${BIDI}, '', 'g')::jsonb
    where features::text ~ ${BIDI}`.execute(db)
}

// Unicode's bidirectional formatting characters, as PostgreSQL's regular expressions write them.
const BIDI = '[\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]'
const FREE_TEXT = {
  users: ['name', 'city', 'neighborhood', 'address', 'address_number', 'complement'],
  plans: ['name', 'description'],
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sandbox_charges').dropColumn('refund_requests').execute()
  await db.schema.alterTable('payments').dropColumn('period_end').execute()
  await sql`drop table if exists plan_change_quotes`.execute(db)
}
