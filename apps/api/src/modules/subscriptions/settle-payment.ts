import type { PaymentNews } from '@atendimento/domain/payment-transitions'
import type { Db } from '../../db/database.ts'
import { queueReceipt } from '../recurrences/receipts.ts'
import { type MoveDetails, movePaymentStatus } from './payment-moves.ts'

const DAY = 24 * 60 * 60 * 1000

/**
 * Records what became of a payment and what it means for its subscription: a paid one makes a
 * pending subscription active and moves `nextBillingDate` one cycle past the billed date; a
 * failed one leaves an active subscription pending, waiting for "Continuar Pagamento". A paid
 * one also queues its receipt e-mail, once (an upgrade's too).
 * Run it inside the transaction that learned the news.
 */
export async function settlePayment(
  trx: Db,
  paymentId: string,
  status: PaymentNews | 'scheduled',
  at: Date,
  details: MoveDetails = {},
): Promise<void> {
  // Nothing becomes scheduled by news: only a change of plan writes that status.
  if (status === 'scheduled') return
  // Along the transition table only (late or repeated news changes nothing), audited.
  const moved = await movePaymentStatus(trx, paymentId, status, at, details)
  // Money that goes back, or a chargeback, does not move the subscription's dates.
  if (moved?.then !== 'none') return
  const { payment } = moved
  const subscription = await trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', payment.subscription_id)
    .executeTakeFirstOrThrow()

  // The pro-rata charge of an upgrade pays for days already billed: the dates stay. Its receipt
  // is sent like any other's.
  if (payment.change_kind === 'upgrade') {
    if (payment.status === 'paid') await queueReceipt(trx, payment.id, at)
    return
  }
  if (payment.status === 'paid') {
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
  } else if (payment.status === 'failed' && subscription.status === 'active') {
    await trx
      .updateTable('subscriptions')
      .set({ status: 'pending', updated_at: at })
      .where('id', '=', subscription.id)
      .execute()
  }
}
