import { LIST_LIMITS } from '@atendimento/domain/schemas/fields'
import type { Db } from '../../db/database.ts'
import type { PaymentStatus } from '../../db/schema.ts'

/** A payment as the API shows it (a "recurrence"): cents, the plan's name, ISO dates. */
function toPaymentView(row: {
  id: string
  amount_cents: number
  plan_id: string
  plan_name: string
  billing_date: Date
  paid_at: Date | null
  status: PaymentStatus
  method: 'credit_card' | 'pix'
  card_brand: string | null
  card_last4: string | null
  change_kind: 'upgrade' | 'downgrade' | null
}) {
  return {
    _id: row.id,
    amount: row.amount_cents,
    planId: { _id: row.plan_id, name: row.plan_name },
    billingDate: row.billing_date.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
    status: row.status,
    method: row.method,
    card:
      row.method === 'credit_card' && row.card_brand && row.card_last4
        ? { brand: row.card_brand, last4: row.card_last4 }
        : null,
    change: row.change_kind,
  }
}

export async function listUserPayments(
  db: Db,
  userId: string,
  filter: { status?: PaymentStatus | undefined; subscriptionId?: string },
) {
  let query = db
    .selectFrom('payments')
    .innerJoin('plans', 'plans.id', 'payments.plan_id')
    .selectAll('payments')
    .select('plans.name as plan_name')
    .where('payments.user_id', '=', userId)
    .orderBy('payments.billing_date', 'desc')
    .orderBy('payments.created_at', 'desc')
    .limit(LIST_LIMITS.payments)
  if (filter.status) query = query.where('payments.status', '=', filter.status)
  if (filter.subscriptionId)
    query = query.where('payments.subscription_id', '=', filter.subscriptionId)
  return (await query.execute()).map(toPaymentView)
}

export function findUserPayment(db: Db, userId: string, id: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}
