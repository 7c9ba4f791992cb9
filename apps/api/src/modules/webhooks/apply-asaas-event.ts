import { randomUUID } from 'node:crypto'
import type { PaymentNews } from '@atendimento/domain/payment-transitions'
import type {
  AsaasEvent,
  AsaasEventPayment,
  AsaasEventSubscription,
} from '@atendimento/domain/schemas/asaas-event'
import type { Db } from '../../db/database.ts'
import { asaasEventNews, SUBSCRIPTION_ENDED_EVENTS } from '../../payments/asaas/asaas-mapping.ts'
import type { PaymentRow } from '../subscriptions/payment-attempts.ts'
import { endByProvider, retireProviderSubscription } from '../subscriptions/provider-billing.ts'
import { settlePayment } from '../subscriptions/settle-payment.ts'

/**
 * What became of an event: applied; ignored (about nothing we keep, or about a provider
 * subscription we removed ourselves); or parked, because what it is about is not known here yet
 * (it can arrive before the call that made it has answered): kept, and applied when it appears.
 */
export type EventOutcome = 'applied' | 'ignored' | 'parked'

// A due date (YYYY-MM-DD) read as noon in São Paulo, so it stays the same calendar day.
const dueDateToInstant = (date: string | null | undefined, fallback: Date) =>
  date ? new Date(`${date}T12:00:00-03:00`) : fallback

/** Our subscription billed by this Asaas subscription: the current one, or one we replaced. */
async function ownerOf(trx: Db, providerRef: string) {
  const current = await trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('gateway', '=', 'asaas')
    .where('gateway_subscription_ref', '=', providerRef)
    .executeTakeFirst()
  if (current) return { subscription: current, replaced: false }
  const removed = await trx
    .selectFrom('gateway_cleanups')
    .innerJoin('subscriptions', 'subscriptions.id', 'gateway_cleanups.subscription_id')
    .selectAll('subscriptions')
    .where('gateway_cleanups.gateway', '=', 'asaas')
    .where('gateway_cleanups.kind', '=', 'subscription')
    .where('gateway_cleanups.ref', '=', providerRef)
    .executeTakeFirst()
  return removed && { subscription: removed, replaced: true }
}

/** Our payment for an Asaas payment: by its id, or by our reference when the event came first. */
async function knownPayment(trx: Db, payment: AsaasEventPayment) {
  const byRef = await trx
    .selectFrom('payments')
    .selectAll()
    .where('gateway', '=', 'asaas')
    .where('gateway_payment_ref', '=', payment.id)
    .executeTakeFirst()
  if (byRef || !payment.externalReference) return byRef
  return trx
    .selectFrom('payments')
    .selectAll()
    .where('idempotency_key', '=', payment.externalReference)
    .where('gateway_payment_ref', 'is', null)
    .executeTakeFirst()
}

/**
 * A payment Asaas made on its own (a renewal of the subscription it bills), recorded under our
 * subscription once something happened to it (paid, refused, refunded): its creation alone
 * (a renewal due later) changes nothing here. One of a subscription we replaced is recorded
 * only when money moved (it was paid before its removal reached Asaas): it starts cancelled, so
 * the money goes back.
 */
async function recordProviderPayment(
  trx: Db,
  payment: AsaasEventPayment,
  news: PaymentNews,
  now: Date,
): Promise<PaymentRow | 'parked' | 'ignored'> {
  const owner = payment.subscription ? await ownerOf(trx, payment.subscription) : undefined
  if (!owner) return 'parked'
  const moneyMoved = news === 'paid' || news === 'refunded' || news === 'chargeback'
  if (news === 'canceled' || news === 'pending' || (owner.replaced && !moneyMoved)) {
    return 'ignored'
  }
  const { subscription } = owner
  return trx
    .insertInto('payments')
    .values({
      id: randomUUID(),
      subscription_id: subscription.id,
      user_id: subscription.user_id,
      plan_id: subscription.plan_id,
      amount_cents: Math.round(payment.value * 100),
      status: owner.replaced ? 'canceled' : 'pending',
      method: payment.billingType === 'PIX' ? 'pix' : 'credit_card',
      billing_date: dueDateToInstant(payment.dueDate, now),
      paid_at: null,
      gateway: 'asaas',
      gateway_payment_ref: payment.id,
      idempotency_key: `asaas:${payment.id}`,
      card_brand: payment.creditCard?.creditCardBrand?.toLowerCase() ?? subscription.card_brand,
      card_last4: payment.creditCard?.creditCardNumber ?? subscription.card_last4,
      failure_reason: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/**
 * The first charge of a checkout refused (after risk analysis, or by the card issuer later):
 * the Asaas subscription made for it must not go on charging the card every cycle. The customer
 * pays with "Continuar Pagamento", which makes a new one.
 */
async function dropRefusedCheckout(trx: Db, payment: PaymentRow, now: Date) {
  const subscription = await trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', payment.subscription_id)
    .executeTakeFirstOrThrow()
  const neverPaid = subscription.status === 'pending' && subscription.next_billing_date === null
  if (!neverPaid || !subscription.gateway_subscription_ref) return
  await retireProviderSubscription(trx, subscription, null, now, 'primeira cobrança recusada')
  await trx
    .updateTable('subscriptions')
    .set({ gateway_subscription_ref: null, updated_at: now })
    .where('id', '=', subscription.id)
    .execute()
}

/**
 * A checkout's first payment found by our reference (the answer of the call that made it was
 * lost): the Asaas subscription it belongs to is the one that bills ours.
 */
async function adoptProviderSubscription(
  trx: Db,
  payment: PaymentRow,
  providerRef: string,
  now: Date,
) {
  await trx
    .updateTable('subscriptions')
    .set({ gateway_subscription_ref: providerRef, updated_at: now })
    .where('id', '=', payment.subscription_id)
    .where('gateway', '=', 'asaas')
    .where('gateway_subscription_ref', 'is', null)
    .where('status', '!=', 'canceled')
    .execute()
}

async function applyPaymentEvent(
  trx: Db,
  name: string,
  payment: AsaasEventPayment,
  now: Date,
): Promise<EventOutcome> {
  const news = asaasEventNews(name)
  if (!news) return 'ignored'
  const known =
    (await knownPayment(trx, payment)) ?? (await recordProviderPayment(trx, payment, news, now))
  if (known === 'parked' || known === 'ignored') return known
  if (!known.gateway_payment_ref && payment.subscription && known.change_kind === null) {
    await adoptProviderSubscription(trx, known, payment.subscription, now)
  }
  await settlePayment(trx, known.id, news, now, {
    gatewayPaymentRef: payment.id,
    fromProvider: true,
    ...(news === 'failed' && { failureReason: name }),
  })
  if (news === 'failed' && known.method === 'credit_card')
    await dropRefusedCheckout(trx, known, now)
  return 'applied'
}

async function applySubscriptionEvent(
  trx: Db,
  name: string,
  subscription: AsaasEventSubscription,
  now: Date,
): Promise<EventOutcome> {
  if (!SUBSCRIPTION_ENDED_EVENTS.has(name)) return 'ignored'
  // One we asked Asaas to remove (replaced, cancelled): its end is ours, even when the event
  // comes before the change that replaced it is stored.
  const removedByUs = await trx
    .selectFrom('gateway_cleanups')
    .select('id')
    .where('gateway', '=', 'asaas')
    .where('kind', '=', 'subscription')
    .where('ref', '=', subscription.id)
    .executeTakeFirst()
  if (removedByUs) return 'ignored'
  const owner = await ownerOf(trx, subscription.id)
  if (!owner) return 'parked'
  await endByProvider(trx, owner.subscription, now, name)
  return 'applied'
}

/**
 * Applies one Asaas event inside the caller's transaction. Payment events move the payment
 * along the transition table (so their order does not matter); SUBSCRIPTION_DELETED and
 * SUBSCRIPTION_INACTIVATED end ours at the end of its paid period.
 */
export async function applyAsaasEvent(
  trx: Db,
  event: AsaasEvent,
  now: Date,
): Promise<EventOutcome> {
  if (event.payment) return applyPaymentEvent(trx, event.event, event.payment, now)
  if (event.subscription) return applySubscriptionEvent(trx, event.event, event.subscription, now)
  return 'ignored'
}
