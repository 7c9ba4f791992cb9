import { type Kysely, sql } from 'kysely'

// Account journeys of issue 19: a change of plan (a downgrade's first charge waits as a
// 'scheduled' payment; a payment made by a change says which), the account's notification
// choices, and accounts deleted at their holder's request (kept as an anonymised row so the
// payments the tax law makes us keep still point somewhere).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payments drop constraint if exists payments_status_check`.execute(db)
  await sql`alter table payments add constraint payments_status_check check (status in ('paid', 'pending', 'failed', 'canceled', 'refunded', 'scheduled'))`.execute(
    db,
  )
  await db.schema
    .alterTable('payments')
    .addColumn('change_kind', 'text', (col) =>
      col.check(sql`change_kind in ('upgrade', 'downgrade')`),
    )
    .execute()
  // At most one downgrade waits per subscription.
  await db.schema
    .createIndex('payments_one_scheduled_per_subscription')
    .unique()
    .on('payments')
    .column('subscription_id')
    .where(sql.ref('status'), '=', 'scheduled')
    .execute()

  // One upgrade charge under way per subscription: a second request racing it is refused
  // instead of charging twice.
  await db.schema
    .createIndex('payments_one_open_upgrade_per_subscription')
    .unique()
    .on('payments')
    .column('subscription_id')
    .where(sql<boolean>`change_kind = 'upgrade' and status = 'pending'`)
    .execute()

  await db.schema
    .alterTable('users')
    .addColumn('notify_email', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('notify_weekly_reports', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('deleted_at', 'timestamptz')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .dropColumn('notify_email')
    .dropColumn('notify_weekly_reports')
    .dropColumn('deleted_at')
    .execute()
  await db.schema.dropIndex('payments_one_open_upgrade_per_subscription').execute()
  await db.schema.dropIndex('payments_one_scheduled_per_subscription').execute()
  await db.schema.alterTable('payments').dropColumn('change_kind').execute()
  await sql`delete from payments where status = 'scheduled'`.execute(db)
  await sql`alter table payments drop constraint if exists payments_status_check`.execute(db)
  await sql`alter table payments add constraint payments_status_check check (status in ('paid', 'pending', 'failed', 'canceled', 'refunded'))`.execute(
    db,
  )
}
