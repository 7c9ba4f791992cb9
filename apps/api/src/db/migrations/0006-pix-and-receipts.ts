import { type Kysely, sql } from 'kysely'

// Pix as a way to pay (at checkout and at renewal), receipts, and a card changed without a
// charge. A Pix payment keeps the code the payer copies and when it stops being valid; a paid
// payment remembers that its receipt was queued, so it is e-mailed once whoever settles it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('pix_code', 'text')
    .addColumn('pix_expires_at', 'timestamptz')
    .addColumn('receipt_queued_at', 'timestamptz')
    .execute()
  // How renewals are paid: the card saved on the subscription, or a Pix e-mailed before the date.
  await db.schema
    .alterTable('subscriptions')
    .addColumn('payment_method', 'text', (col) =>
      col.notNull().defaultTo('credit_card').check(sql`payment_method in ('credit_card', 'pix')`),
    )
    .execute()
  // The billing job looks for Pix subscriptions near their date and for unpaid renewal codes.
  await db.schema
    .createIndex('payments_pending_pix')
    .on('payments')
    .column('pix_expires_at')
    .where(sql<boolean>`status = 'pending' and method = 'pix'`)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_pending_pix').execute()
  await db.schema.alterTable('subscriptions').dropColumn('payment_method').execute()
  await db.schema
    .alterTable('payments')
    .dropColumn('pix_code')
    .dropColumn('pix_expires_at')
    .dropColumn('receipt_queued_at')
    .execute()
}
