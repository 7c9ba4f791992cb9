import { type Kysely, sql } from 'kysely'

const SUBSCRIPTION_STATUSES = sql`('active', 'pending', 'trialing', 'canceled')`
const PAYMENT_STATUSES = sql`('paid', 'pending', 'failed', 'canceled', 'refunded')`

// Subscriptions, their payments and what the payment gateways know about our users. Card
// numbers and CCVs have no column anywhere: only brand, last four digits and the gateway's token.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gateway_customers')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('gateway', 'text', (col) => col.notNull())
    .addColumn('customer_ref', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('gateway_customers_pkey', ['user_id', 'gateway'])
    .execute()

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (col) => col.notNull().references('plans.id'))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ${SUBSCRIPTION_STATUSES}`),
    )
    // The price and cycle agreed at checkout: a later plan edit does not change this contract.
    .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents >= 0`))
    .addColumn('billing_cycle_days', 'integer', (col) =>
      col.notNull().check(sql`billing_cycle_days > 0`),
    )
    .addColumn('next_billing_date', 'timestamptz')
    .addColumn('canceled_at', 'timestamptz')
    .addColumn('gateway', 'text', (col) => col.notNull())
    .addColumn('gateway_subscription_ref', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text', (col) => col.check(sql`card_last4 ~ '^\\d{4}$'`))
    .addColumn('card_token', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('subscriptions_user_id')
    .on('subscriptions')
    .column('user_id')
    .execute()
  // One open (active, pending or trialing) subscription per user: "Continuar Pagamento" resumes
  // it, and two checkouts racing cannot both charge.
  await db.schema
    .createIndex('subscriptions_one_open_per_user')
    .unique()
    .on('subscriptions')
    .column('user_id')
    .where(sql<boolean>`status in ('active', 'pending', 'trialing')`)
    .execute()

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('subscription_id', 'text', (col) =>
      col.notNull().references('subscriptions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (col) => col.notNull().references('plans.id'))
    .addColumn('amount_cents', 'integer', (col) => col.notNull().check(sql`amount_cents >= 0`))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ${PAYMENT_STATUSES}`))
    .addColumn('method', 'text', (col) =>
      col.notNull().check(sql`method in ('credit_card', 'pix')`),
    )
    .addColumn('billing_date', 'timestamptz', (col) => col.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('gateway', 'text', (col) => col.notNull())
    .addColumn('gateway_payment_ref', 'text')
    // Written before the gateway is called: a retry sends the same key and is not charged twice.
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text', (col) => col.check(sql`card_last4 ~ '^\\d{4}$'`))
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('payments_user_id').on('payments').column('user_id').execute()
  await db.schema
    .createIndex('payments_subscription_id')
    .on('payments')
    .column('subscription_id')
    .execute()
  await db.schema
    .createIndex('payments_gateway_ref_key')
    .unique()
    .on('payments')
    .columns(['gateway', 'gateway_payment_ref'])
    .execute()

  // Webhook deliveries are "at least once": the event id is remembered so a repeat is ignored.
  await db.schema
    .createTable('webhook_events')
    .addColumn('gateway', 'text', (col) => col.notNull())
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('webhook_events_pkey', ['gateway', 'event_id'])
    .execute()

  // The sandbox gateway's own memory (what a real provider keeps on its side), so its answers
  // survive a restart exactly as a provider's would.
  await db.schema
    .createTable('sandbox_charges')
    .addColumn('ref', 'text', (col) => col.primaryKey())
    .addColumn('idempotency_key', 'text', (col) => col.unique())
    .addColumn('customer_ref', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('card_token', 'text')
    .addColumn('status_checks', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sandbox_charges',
    'webhook_events',
    'payments',
    'subscriptions',
    'gateway_customers',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
