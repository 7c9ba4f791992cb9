import type { Db } from '../../db/database.ts'
import type { PaymentStatus } from '../../db/schema.ts'
import { queueReceipt } from '../recurrences/receipts.ts'

const DAY = 24 * 60 * 60 * 1000

/**
 * Records what became of a payment and what it means for its subscription: a paid one makes a
 * pending subscription active and moves `nextBillingDate` one cycle past the billed date; a
 * failed one leaves an active subscription pending, waiting for "Continuar Pagamento". A paid
 * one also queues its receipt e-mail, once.
 * Run it inside the transaction that learned the news.
 */
export async function settlePayment(
  trx: Db,
  paymentId: string,
  status: PaymentStatus,
  at: Date,
  details: { gatewayPaymentRef?: string | null; failureReason?: string } = {},
): Promise<void> {
  const payment = await trx
    .updateTable('payments')
    .set((eb) => ({
      status,
      paid_at: status === 'paid' ? eb.fn.coalesce('paid_at', eb.val(at)) : eb.ref('paid_at'),
      gateway_payment_ref: eb.fn.coalesce(
        eb.val(details.gatewayPaymentRef ?? null),
        eb.ref('gateway_payment_ref'),
      ),
      failure_reason: details.failureReason ?? null,
      updated_at: at,
    }))
    .where('id', '=', paymentId)
    .returningAll()
    .executeTakeFirstOrThrow()
  const subscription = await trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', payment.subscription_id)
    .executeTakeFirstOrThrow()

  // The pro-rata charge of an upgrade pays for days already billed: the dates stay.
  if (payment.change_kind === 'upgrade') return
  if (status === 'paid') {
    const cycle = subscription.billing_cycle_days * DAY
    let next = new Date(payment.billing_date.getTime() + cycle)
    // A charge made late (a stopped server) starts a fresh cycle instead of billing the gap.
    if (next <= at) next = new Date(at.getTime() + cycle)
    if (subscription.next_billing_date && subscription.next_billing_date > next) {
      next = subscription.next_billing_date
    }
    await trx
      .updateTable('subscriptions')
      .set({
        status: subscription.status === 'canceled' ? 'canceled' : 'active',
        next_billing_date: next,
        updated_at: at,
      })
      .where('id', '=', subscription.id)
      .execute()
    await queueReceipt(trx, payment.id, at)
  } else if (status === 'failed' && subscription.status === 'active') {
    await trx
      .updateTable('subscriptions')
      .set({ status: 'pending', updated_at: at })
      .where('id', '=', subscription.id)
      .execute()
  }
}
