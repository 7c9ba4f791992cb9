import {
  movePayment,
  type PaymentMove,
  type PaymentNews,
  paymentOwed,
} from '@atendimento/domain/payment-transitions'
import type { Db } from '../../db/database.ts'
import { audit } from '../../ops/audit.ts'
import { queueCleanup } from '../billing/gateway-cleanups.ts'
import type { PaymentRow } from './payment-attempts.ts'
import { retireProviderSubscription, suspendSubscription } from './provider-billing.ts'

export interface MoveDetails {
  gatewayPaymentRef?: string | null
  failureReason?: string
  /** The provider itself said so (a webhook): a charge it removed needs no removal from us. */
  fromProvider?: boolean
}

/**
 * Moves a payment's status as the transition table allows (packages/domain/payment-transitions:
 * never backwards, whatever order the news comes in), audits the move, and does what must
 * follow: a Pix no longer wanted is withdrawn at the provider, money taken for a withdrawn charge
 * or for a period already paid goes back, a chargeback suspends the subscription. Answers the
 * payment as moved, and what follows; undefined when the news was stale.
 * Run it inside the transaction that learned the news.
 */
export async function movePaymentStatus(
  trx: Db,
  paymentId: string,
  news: PaymentNews,
  at: Date,
  details: MoveDetails = {},
): Promise<{ payment: PaymentRow; then: PaymentMove['then'] } | undefined> {
  const current = await trx
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', paymentId)
    .forUpdate()
    .executeTakeFirstOrThrow()
  const move = movePayment(current.status, news)
  if (!move) {
    // Stale news still tells which provider payment this is, if we did not know.
    if (details.gatewayPaymentRef && !current.gateway_payment_ref) {
      await trx
        .updateTable('payments')
        .set({ gateway_payment_ref: details.gatewayPaymentRef, updated_at: at })
        .where('id', '=', paymentId)
        .execute()
    }
    return undefined
  }
  const then = move.then === 'none' && (await notOwed(trx, current, move)) ? 'refund' : move.then
  const payment = await trx
    .updateTable('payments')
    .set((eb) => ({
      status: move.to,
      paid_at: move.to === 'paid' ? eb.fn.coalesce('paid_at', eb.val(at)) : eb.ref('paid_at'),
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
  await audit(trx, {
    kind: 'payment.status_changed',
    at,
    userId: current.user_id,
    detail: {
      paymentId,
      subscriptionId: current.subscription_id,
      from: current.status,
      to: move.to,
      news,
      ...(then !== 'none' && { then }),
    },
  })
  await follow(trx, payment, move.to, then, at, details)
  return { payment, then }
}

/**
 * A payment just paid that was not owed: a period already paid (a second code or try), or one
 * after the paid period of a subscription cancelled meanwhile. Not an upgrade's pro-rata charge.
 */
async function notOwed(trx: Db, payment: PaymentRow, move: PaymentMove) {
  if (move.to !== 'paid' || payment.change_kind === 'upgrade') return false
  const subscription = await trx
    .selectFrom('subscriptions')
    .select(['status', 'next_billing_date', 'billing_cycle_days'])
    .where('id', '=', payment.subscription_id)
    .executeTakeFirstOrThrow()
  return !paymentOwed({
    billingDate: payment.billing_date,
    cycleDays: subscription.billing_cycle_days,
    paidThrough: subscription.next_billing_date,
    subscriptionCanceled: subscription.status === 'canceled',
  })
}

async function follow(
  trx: Db,
  payment: PaymentRow,
  to: PaymentRow['status'],
  then: PaymentMove['then'],
  at: Date,
  details: MoveDetails,
) {
  const ref = payment.gateway_payment_ref
  const cleanup = {
    ref: ref ?? '',
    gateway: payment.gateway,
    subscriptionId: payment.subscription_id,
  }
  // An unpaid charge no longer wanted: a Pix (even overdue) stays payable at the provider for
  // months unless it is removed there.
  const withdrawn = to === 'canceled' || (to === 'failed' && payment.method === 'pix')
  if (ref && withdrawn && !(details.fromProvider && to === 'canceled')) {
    await queueCleanup(trx, { ...cleanup, kind: 'payment', reason: `cobrança ${to}` }, at)
  }
  if (then === 'refund' && ref) {
    await queueCleanup(trx, { ...cleanup, kind: 'refund', reason: 'pago sem ser devido' }, at)
    await audit(trx, {
      kind: 'payment.refund_queued',
      at,
      userId: payment.user_id,
      detail: { paymentId: payment.id, subscriptionId: payment.subscription_id },
    })
  }
  if (then === 'suspend') await suspendSubscription(trx, payment.subscription_id, at)
  if (to === 'paid' && then === 'none' && payment.change_kind !== 'upgrade') {
    await periodPaid(trx, payment, at)
  }
}

/**
 * A period is paid: every other charge still payable for it goes (a Pix left open when the card
 * paid, a card charge in analysis when the Pix was paid). A subscription paid by Pix keeps no
 * provider card billing from an abandoned card checkout.
 */
async function periodPaid(trx: Db, payment: PaymentRow, at: Date) {
  const others = await trx
    .selectFrom('payments')
    .select('id')
    .where('subscription_id', '=', payment.subscription_id)
    .where('status', '=', 'pending')
    .where('id', '!=', payment.id)
    .where((eb) => eb.or([eb('change_kind', 'is', null), eb('change_kind', '!=', 'upgrade')]))
    .execute()
  for (const { id } of others) await movePaymentStatus(trx, id, 'canceled', at)
  const subscription = await trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', payment.subscription_id)
    .executeTakeFirstOrThrow()
  // A card paid a subscription left on Pix (a card charge answered late, after the customer
  // asked for a Pix): its renewals go to that card, by the provider subscription that charged it.
  if (payment.method === 'credit_card' && subscription.payment_method === 'pix') {
    await trx
      .updateTable('subscriptions')
      .set({ payment_method: 'credit_card', updated_at: at })
      .where('id', '=', subscription.id)
      .execute()
    return
  }
  if (payment.method !== 'pix') return
  if (subscription.payment_method !== 'pix' || !subscription.gateway_subscription_ref) return
  await retireProviderSubscription(trx, subscription, null, at, 'paga por Pix')
  await trx
    .updateTable('subscriptions')
    .set({ gateway_subscription_ref: null, updated_at: at })
    .where('id', '=', subscription.id)
    .execute()
}
