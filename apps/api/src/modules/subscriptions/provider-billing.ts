import type { ApiContext } from '../../context.ts'
import type { Db } from '../../db/database.ts'
import { queueMail } from '../../mail/queued-mail.ts'
import { subscriptionEndedEmail } from '../../mail/templates.ts'
import { audit } from '../../ops/audit.ts'
import { queueCleanup } from '../billing/gateway-cleanups.ts'
import { movePaymentStatus } from './payment-moves.ts'
import type { SubscriptionRow } from './subscriptions-repository.ts'

// What keeps "one live provider subscription per subscription, at most one payable charge per
// open period": the old billing is queued for removal in the transaction that puts the new one
// in place (after the provider created it), and a charge no longer wanted is withdrawn there.

type Billed = Pick<SubscriptionRow, 'id' | 'gateway' | 'gateway_subscription_ref'>

/**
 * The provider's recurring card billing of a subscription paid so far by Pix (the card was saved
 * later): it charges from the next billing date. Its reference names the subscription, the date
 * and the card's way of paying, so a retry finds what a lost answer made. Answers its ref, or
 * the subscription's own when it has no billing date to start from.
 */
export function scheduleCardBilling(
  ctx: Pick<ApiContext, 'gateway'>,
  subscription: Pick<
    SubscriptionRow,
    'id' | 'price_cents' | 'billing_cycle_days' | 'next_billing_date' | 'gateway_subscription_ref'
  > & { plan_name: string },
  card: { customerRef: string; cardToken: string; remoteIp: string },
): Promise<string | null> {
  const from = subscription.next_billing_date
  if (!from) return Promise.resolve(subscription.gateway_subscription_ref)
  return ctx.gateway.schedule({
    customerRef: card.customerRef,
    description: `Atendimento Inteligente - plano ${subscription.plan_name}`,
    amountCents: subscription.price_cents,
    cycleDays: subscription.billing_cycle_days,
    cardToken: card.cardToken,
    nextDueDate: from,
    externalRef: `${subscription.id}:${from.toISOString()}:cartao`,
    remoteIp: card.remoteIp,
  })
}

/**
 * The provider subscription that billed this one is replaced by `newRef` (or by none): the old
 * one is queued for removal. Call it in the transaction that stores the new ref, before storing
 * it: the row is locked and read again, so a ref another request stored meanwhile is removed
 * too, never silently overwritten.
 */
export async function retireProviderSubscription(
  trx: Db,
  subscription: Billed,
  newRef: string | null,
  at: Date,
  reason: string,
): Promise<void> {
  const stored = await trx
    .selectFrom('subscriptions')
    .select('gateway_subscription_ref')
    .where('id', '=', subscription.id)
    .forUpdate()
    .executeTakeFirst()
  const olds = new Set([subscription.gateway_subscription_ref, stored?.gateway_subscription_ref])
  for (const old of olds) {
    if (!old || old === newRef) continue
    const cleanup = { kind: 'subscription' as const, ref: old, gateway: subscription.gateway }
    await queueCleanup(trx, { ...cleanup, subscriptionId: subscription.id, reason }, at)
  }
}

/**
 * The pending charges of a subscription (or of every subscription of an account) are no longer
 * wanted: each is cancelled through the transition table (audited), which withdraws it at the
 * provider.
 */
export async function withdrawPendingCharges(
  trx: Db,
  scope: { subscriptionId: string } | { userId: string },
  at: Date,
  method?: 'pix' | 'credit_card',
): Promise<void> {
  let query = trx.selectFrom('payments').select('id').where('status', '=', 'pending')
  query =
    'subscriptionId' in scope
      ? query.where('subscription_id', '=', scope.subscriptionId)
      : query.where('user_id', '=', scope.userId)
  if (method) query = query.where('method', '=', method)
  for (const { id } of await query.execute()) await movePaymentStatus(trx, id, 'canceled', at)
}

/**
 * Nothing more is to be charged: pending charges withdrawn (audited, and at the provider) and
 * the scheduled ones, which the provider never saw, gone.
 */
export async function dropOpenCharges(
  trx: Db,
  scope: { subscriptionId: string } | { userId: string },
  at: Date,
): Promise<void> {
  await withdrawPendingCharges(trx, scope, at)
  const scheduled = trx.deleteFrom('payments').where('status', '=', 'scheduled')
  await ('subscriptionId' in scope
    ? scheduled.where('subscription_id', '=', scope.subscriptionId)
    : scheduled.where('user_id', '=', scope.userId)
  ).execute()
}

/** Closes a subscription: canceled, what it still had pending withdrawn, a waiting downgrade gone. */
async function close(trx: Db, subscription: SubscriptionRow, at: Date, accessUntil: Date | null) {
  await trx
    .updateTable('subscriptions')
    .set({
      status: 'canceled',
      canceled_at: subscription.canceled_at ?? at,
      next_billing_date: accessUntil,
      updated_at: at,
    })
    .where('id', '=', subscription.id)
    .execute()
  await dropOpenCharges(trx, { subscriptionId: subscription.id }, at)
}

/**
 * A chargeback: the payer disputed a payment with their bank. Access ends now and the billing
 * stops (the provider subscription is queued for removal).
 */
export async function suspendSubscription(trx: Db, subscriptionId: string, at: Date) {
  const subscription = await trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', subscriptionId)
    .forUpdate()
    .executeTakeFirstOrThrow()
  const endsNow =
    subscription.next_billing_date && subscription.next_billing_date < at
      ? subscription.next_billing_date
      : at
  await close(trx, subscription, at, endsNow)
  await retireProviderSubscription(trx, subscription, null, at, 'chargeback')
  await trx
    .updateTable('subscriptions')
    .set({ gateway_subscription_ref: null })
    .where('id', '=', subscriptionId)
    .execute()
  await audit(trx, {
    kind: 'subscription.suspended',
    at,
    userId: subscription.user_id,
    detail: { subscriptionId, reason: 'chargeback' },
  })
}

/**
 * The provider ended, on its side, the subscription that billed ours (removed or inactivated
 * there, found by its webhook or by reconciliation): ours ends too, with access until the end of
 * the period already paid, and the customer is told by e-mail. True when it ended now; false
 * when it had already ended (our own cancellation, say).
 */
export async function endByProvider(
  trx: Db,
  subscription: SubscriptionRow,
  at: Date,
  cause: string,
): Promise<boolean> {
  const ended = await trx
    .updateTable('subscriptions')
    .set({ status: 'canceled', updated_at: at })
    .where('id', '=', subscription.id)
    .where('status', '!=', 'canceled')
    .returningAll()
    .executeTakeFirst()
  if (!ended) return false
  await close(trx, ended, at, ended.next_billing_date)
  // Inactivated there, it may still hold a renewal the customer could pay: removed for good.
  await retireProviderSubscription(trx, ended, null, at, cause)
  const owner = await trx
    .selectFrom('users')
    .select(['email', 'name', 'deleted_at'])
    .where('id', '=', ended.user_id)
    .executeTakeFirstOrThrow()
  const plan = await trx
    .selectFrom('plans')
    .select('name')
    .where('id', '=', ended.plan_id)
    .executeTakeFirstOrThrow()
  // An erased account has no address to tell.
  if (!owner.deleted_at) {
    const message = subscriptionEndedEmail(
      owner.email,
      owner.name,
      plan.name,
      ended.next_billing_date,
    )
    await queueMail(trx, message, at)
  }
  await audit(trx, {
    kind: 'subscription.ended_by_provider',
    at,
    userId: ended.user_id,
    detail: { subscriptionId: ended.id, providerRef: ended.gateway_subscription_ref ?? '', cause },
  })
  return true
}
