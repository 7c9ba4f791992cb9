import { type Kysely, sql } from 'kysely'

// Issue 26, the real gateway: what keeps our ledger and the payment provider's in step.
// - gateway_claims: a creation at the provider (customer, subscription, charge) is claimed here
//   before the call, so a retry or another process waits instead of creating a second one.
// - gateway_cleanups: what must be removed or given back at the provider (a replaced
//   subscription, a withdrawn Pix, money taken twice), written with the change that made it
//   unwanted and carried out after, until the provider confirms.
// - webhook_events keep the event itself until it could be applied (its payment unknown yet).
// - reconciliation_runs / reconciliation_differences: the daily comparison with the provider.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gateway_claims')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('claimed_until', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('gateway_cleanups')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('subscription', 'payment', 'refund')`),
    )
    .addColumn('ref', 'text', (col) => col.notNull())
    .addColumn('gateway', 'text', (col) => col.notNull())
    .addColumn('subscription_id', 'text')
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('done_at', 'timestamptz')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('claimed_until', 'timestamptz')
    .execute()
  await db.schema
    .createIndex('gateway_cleanups_kind_ref')
    .unique()
    .on('gateway_cleanups')
    .columns(['gateway', 'kind', 'ref'])
    .execute()
  await db.schema
    .createIndex('gateway_cleanups_open')
    .on('gateway_cleanups')
    .column('created_at')
    .where(sql.ref('done_at'), 'is', null)
    .execute()

  await db.schema
    .alterTable('webhook_events')
    .addColumn('payload', 'jsonb')
    .addColumn('applied_at', 'timestamptz')
    .execute()
  // Events recorded before this migration were all applied when they came.
  await sql`update webhook_events set applied_at = received_at`.execute(db)
  await db.schema
    .createIndex('webhook_events_parked')
    .on('webhook_events')
    .column('received_at')
    .where(sql.ref('applied_at'), 'is', null)
    .execute()

  // The address the customer saved their card from: Asaas requires it (remoteIp) to bill the card,
  // and a subscription paid by Pix when the card was saved gets its card billing later.
  await db.schema.alterTable('subscriptions').addColumn('card_remote_ip', 'text').execute()

  await db.schema
    .createTable('reconciliation_runs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addColumn('subscriptions_checked', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('payments_checked', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('differences', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .execute()

  await db.schema
    .createTable('reconciliation_differences')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    // What the difference is about (a provider ref, our id): one open row per kind and subject.
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text')
    .addColumn('subscription_id', 'text')
    .addColumn('payment_id', 'text')
    .addColumn('ours', 'text')
    .addColumn('theirs', 'text')
    .addColumn('first_seen_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull())
    .addColumn('resolved_at', 'timestamptz')
    .execute()
  await db.schema
    .createIndex('reconciliation_differences_open')
    .unique()
    .on('reconciliation_differences')
    .columns(['kind', 'subject'])
    .where(sql.ref('resolved_at'), 'is', null)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reconciliation_differences').execute()
  await db.schema.dropTable('reconciliation_runs').execute()
  await db.schema.alterTable('subscriptions').dropColumn('card_remote_ip').execute()
  await db.schema.dropIndex('webhook_events_parked').execute()
  await db.schema
    .alterTable('webhook_events')
    .dropColumn('payload')
    .dropColumn('applied_at')
    .execute()
  await db.schema.dropTable('gateway_cleanups').execute()
  await db.schema.dropTable('gateway_claims').execute()
}
