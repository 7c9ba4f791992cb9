import { API_MESSAGES, refusedMessage } from '@atendimento/domain/contract/messages'
import { canReactivate } from '@atendimento/domain/subscription'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import { gatewayCustomerRef } from '../../payments/gateway-customers.ts'
import type { UserRow } from '../auth/sessions.ts'
import { deliverReceipts } from '../recurrences/receipts.ts'
import { type ClosingReason, closeSubscriptions } from './close-subscription.ts'
import { callGateway } from './gateway-call.ts'
import { withAccountLock } from './money-lock.ts'
import { openPaymentAttempt } from './payment-attempts.ts'
import { retireProviderSubscription } from './provider-billing.ts'
import { settlePayment } from './settle-payment.ts'
import {
  findOpenSubscription,
  findUserSubscription,
  type SubscriptionView,
  viewSubscription,
} from './subscriptions-repository.ts'

async function ownSubscription(ctx: ApiContext, user: UserRow, id: string) {
  const subscription = await findUserSubscription(ctx.db, user.id, id)
  if (!subscription) throw new HTTPException(404, { message: API_MESSAGES.subscriptionNotFound })
  return subscription
}

/**
 * 'Cancelar assinatura' (the customer's, or an operator's on their behalf): the closing function
 * under the account's money lock (close-subscription.ts); access lasts until nextBillingDate.
 */
export function cancelSubscription(
  ctx: ApiContext,
  user: UserRow,
  id: string,
  { reason = 'customer', ip }: { reason?: ClosingReason; ip?: string } = {},
): Promise<SubscriptionView> {
  return withAccountLock(ctx, user.id, async (locked) => {
    const subscription = await ownSubscription(locked, user, id)
    if (subscription.status === 'canceled')
      throw new HTTPException(409, { message: API_MESSAGES.alreadyCanceled })
    await closeSubscriptions(locked, user.id, [subscription.id], { reason, ip })
    return viewSubscription(locked.db, subscription.id)
  })
}

/**
 * Active again. Inside the paid period nothing is charged (billing resumes on nextBillingDate);
 * past it, the saved card is charged now and nextBillingDate moves one cycle ahead. Under the
 * account's money lock, like every opening (open-subscription.ts): it shares its attempt.
 */
export function reactivateSubscription(
  ctx: ApiContext,
  user: UserRow,
  id: string,
  remoteIp: string,
): Promise<SubscriptionView> {
  return withAccountLock(ctx, user.id, (locked, account) =>
    reactivate(locked, account, id, remoteIp),
  )
}

/** reactivateSubscription's work, under the lock, for the account as read there. */
async function reactivate(
  ...[ctx, user, id, remoteIp]: Parameters<typeof reactivateSubscription>
): Promise<SubscriptionView> {
  const subscription = await ownSubscription(ctx, user, id)
  if (subscription.status === 'active')
    throw new HTTPException(409, { message: API_MESSAGES.alreadyActive })
  if (!canReactivate(subscription.status)) {
    throw new HTTPException(409, { message: API_MESSAGES.pendingNotReactivable })
  }
  if (await findOpenSubscription(ctx.db, user.id)) {
    throw new HTTPException(409, { message: API_MESSAGES.otherOpen })
  }
  const now = ctx.clock.now()
  const paidUntil = subscription.next_billing_date
  const description = `Atendimento Inteligente - plano ${subscription.plan_name}`

  if (paidUntil && paidUntil > now) {
    let ref = subscription.gateway_subscription_ref
    if (ctx.gateway.billsRenewals) {
      if (!subscription.card_token)
        throw new HTTPException(409, { message: API_MESSAGES.noSavedCard })
      const customerRef = await callGateway(ctx, () => gatewayCustomerRef(ctx, user))
      const cardToken = subscription.card_token
      ref = await callGateway(ctx, () =>
        ctx.gateway.schedule({
          customerRef,
          description,
          amountCents: subscription.price_cents,
          cycleDays: subscription.billing_cycle_days,
          cardToken,
          nextDueDate: paidUntil,
          externalRef: `${subscription.id}:${paidUntil.toISOString()}`,
          remoteIp,
        }),
      )
    }
    await ctx.db.transaction().execute(async (trx) => {
      await retireProviderSubscription(trx, subscription, ref, now, 'reativada')
      await trx
        .updateTable('subscriptions')
        .set({
          status: 'active',
          canceled_at: null,
          gateway_subscription_ref: ref,
          updated_at: now,
        })
        .where('id', '=', subscription.id)
        .execute()
    })
    return viewSubscription(ctx.db, subscription.id)
  }

  if (!subscription.card_token) throw new HTTPException(409, { message: API_MESSAGES.noSavedCard })
  const cardToken = subscription.card_token
  const customerRef = await callGateway(ctx, () => gatewayCustomerRef(ctx, user))
  // Pending while the charge is out: the open-subscription index keeps a second checkout away.
  const attempt = await ctx.db.transaction().execute(async (trx) => {
    const reopened = await trx
      .updateTable('subscriptions')
      .set({ status: 'pending', canceled_at: null, updated_at: now })
      .where('id', '=', subscription.id)
      .where('status', '=', 'canceled')
      .returningAll()
      .executeTakeFirst()
    if (!reopened) throw new HTTPException(409, { message: API_MESSAGES.alreadyActive })
    return openPaymentAttempt(trx, reopened, now)
  })
  const result = await callGateway(ctx, () =>
    ctx.gateway.subscribe({
      idempotencyKey: attempt.idempotency_key,
      customerRef,
      description,
      amountCents: subscription.price_cents,
      cycleDays: subscription.billing_cycle_days,
      payment: { cardToken },
      remoteIp,
    }),
  )
  const settledAt = ctx.clock.now()
  if (result.outcome === 'refused') {
    await ctx.db.transaction().execute(async (trx) => {
      await settlePayment(trx, attempt.id, 'failed', settledAt, { failureReason: result.reason })
      await trx
        .updateTable('subscriptions')
        .set({ status: 'canceled', canceled_at: subscription.canceled_at, updated_at: settledAt })
        .where('id', '=', subscription.id)
        .execute()
    })
    throw new HTTPException(402, { message: refusedMessage(result.reason) })
  }
  await ctx.db.transaction().execute(async (trx) => {
    await retireProviderSubscription(
      trx,
      subscription,
      result.subscriptionRef,
      settledAt,
      'reativada',
    )
    await trx
      .updateTable('subscriptions')
      .set({ gateway_subscription_ref: result.subscriptionRef, updated_at: settledAt })
      .where('id', '=', subscription.id)
      .execute()
    if (result.outcome === 'approved') {
      await settlePayment(trx, attempt.id, 'paid', settledAt, {
        gatewayPaymentRef: result.paymentRef,
      })
    }
  })
  deliverReceipts(ctx)
  return viewSubscription(ctx.db, subscription.id)
}
