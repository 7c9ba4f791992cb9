import { type Kysely, sql } from 'kysely'

// The operator console: roles, an order for plans, who did what in the audit trail, and the
// indexes its figures and customer search need at 100k customers and 1M payments
// (docs/benchmarks.md, `npm run bench -- admin`).
export async function up(db: Kysely<unknown>): Promise<void> {
  // Every account is a customer until the CLI (or OPERATOR_EMAILS) makes it an operator.
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (col) =>
      col.notNull().defaultTo('customer').check(sql`role in ('customer', 'operator')`),
    )
    .execute()
  // Where a plan shows in lists; equal positions keep the old order (price, then name).
  await db.schema
    .alterTable('plans')
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()

  // An operator's action names the operator (`actor_id`) apart from the account it touched
  // (`user_id`); the account's own changes leave `actor_id` empty.
  await db.schema.alterTable('audit_events').addColumn('actor_id', 'text').execute()
  await db.schema
    .createIndex('audit_events_actor_at')
    .on('audit_events')
    .columns(['actor_id', 'at'])
    .where(sql<boolean>`actor_id is not null`)
    .execute()
  await db.schema
    .createIndex('audit_events_kind_at')
    .on('audit_events')
    .columns(['kind', 'at'])
    .execute()

  // The customer list in its two orders (newest first, by name): a page reads its customers in
  // index order and stops. A search inside names ('%silva%') scans; no index serves it.
  await db.schema.createIndex('users_created_at').on('users').column('created_at').execute()
  await sql`create index users_name_order on users (lower(name), id)`.execute(db)
  // Each customer's latest subscription, read from the index alone: the list's status column
  // and filter probe it per customer, and the filter's count reads it whole.
  await sql`create index subscriptions_latest_by_user on subscriptions (user_id, created_at desc)
    include (status, plan_id)`.execute(db)
  // Overview figures. Each carries the amount, so the sums read the index alone: at 1M payments
  // the heap rows they would fetch are scattered (revenue of 30 days 144 ms -> 46 ms; failed
  // renewals 386 ms -> 58 ms; pending Pix 58 ms -> 18 ms, measured with EXPLAIN ANALYZE).
  await sql`create index payments_paid_at on payments (paid_at) include (amount_cents)
    where status = 'paid'`.execute(db)
  await sql`create index payments_unsettled on payments (status, method) include (amount_cents)
    where status in ('failed', 'pending')`.execute(db)
  // A failed renewal "still unpaid" has no paid payment of its subscription since: both sides
  // of that anti-join by subscription and date.
  await sql`create index payments_failed on payments (subscription_id, billing_date)
    include (amount_cents) where status = 'failed'`.execute(db)
  await sql`create index payments_paid_by_subscription on payments (subscription_id, billing_date)
    where status = 'paid'`.execute(db)
  // The month's new subscriptions, and the active ones grouped by what they pay (MRR) from the
  // index alone.
  await sql`create index subscriptions_status on subscriptions (status, created_at)
    include (price_cents, billing_cycle_days)`.execute(db)
  await db.schema
    .createIndex('subscriptions_canceled_at')
    .on('subscriptions')
    .column('canceled_at')
    .where(sql<boolean>`canceled_at is not null`)
    .execute()
  await db.schema.createIndex('outbox_recipient').on('outbox').column('recipient').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'payments_paid_by_subscription',
    'payments_failed',
    'outbox_recipient',
    'subscriptions_canceled_at',
    'subscriptions_status',
    'payments_unsettled',
    'payments_paid_at',
    'subscriptions_latest_by_user',
    'users_name_order',
    'users_created_at',
    'audit_events_kind_at',
    'audit_events_actor_at',
  ]) {
    await db.schema.dropIndex(index).execute()
  }
  await db.schema.alterTable('audit_events').dropColumn('actor_id').execute()
  await db.schema.alterTable('plans').dropColumn('position').execute()
  await db.schema.alterTable('users').dropColumn('role').execute()
}
