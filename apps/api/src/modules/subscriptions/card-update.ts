import { API_MESSAGES, refusedMessage } from '@atendimento/domain/contract/messages'
import type { CardPaymentPayload } from '@atendimento/domain/schemas/card'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import { audit } from '../../ops/audit.ts'
import { gatewayCustomerRef } from '../../payments/gateway-customers.ts'
import type { UserRow } from '../auth/sessions.ts'
import { cardHolder } from './card-attempts.ts'
import { callGateway } from './gateway-call.ts'
import { withAccountLock } from './money-lock.ts'
import {
  retireProviderSubscription,
  scheduleCardBilling,
  withdrawPendingCharges,
} from './provider-billing.ts'
import {
  findUserSubscription,
  type SubscriptionView,
  type SubscriptionWithPlan,
  viewSubscription,
} from './subscriptions-repository.ts'

/**
 * An active subscription paid by Pix has no recurring billing at a provider that bills each
 * cycle itself (Asaas): with a card saved, one is created, charging from the next billing date.
 * Answers the provider subscription that bills it (unchanged when it had one).
 */
async function startProviderBilling(
  ctx: ApiContext,
  subscription: SubscriptionWithPlan,
  card: { customerRef: string; cardToken: string | null; remoteIp: string },
): Promise<string | null> {
  const current = subscription.gateway_subscription_ref
  const needed = ctx.gateway.billsRenewals && subscription.status === 'active' && !current
  const cardToken = card.cardToken
  if (!needed || !cardToken) return current
  return callGateway(ctx, () => scheduleCardBilling(ctx, subscription, { ...card, cardToken }))
}

/**
 * PUT /subscription/{id}/card: the provider validates and keeps the new card (tokenisation, no
 * charge) and the next renewals go to it. A Pix subscription that takes a card pays its
 * renewals by card from then on. Under the account's money lock: a renewal or a checkout never
 * runs with half a card change.
 */
export function updateCard(
  ctx: ApiContext,
  user: UserRow,
  id: string,
  payload: CardPaymentPayload,
  remoteIp: string,
): Promise<SubscriptionView> {
  return withAccountLock(ctx, user.id, (locked, account) =>
    saveNewCard(locked, account, id, payload, remoteIp),
  )
}

/** updateCard's work, under the lock, for the account as read there. */
async function saveNewCard(
  ...[ctx, user, id, payload, remoteIp]: Parameters<typeof updateCard>
): Promise<SubscriptionView> {
  const subscription = await findUserSubscription(ctx.db, user.id, id)
  if (!subscription) throw new HTTPException(404, { message: API_MESSAGES.subscriptionNotFound })
  if (subscription.status !== 'active' && subscription.status !== 'pending') {
    throw new HTTPException(409, { message: API_MESSAGES.cardUpdateNotAllowed })
  }
  const customerRef = await callGateway(ctx, () => gatewayCustomerRef(ctx, user))
  const result = await callGateway(ctx, () =>
    ctx.gateway.saveCard({
      customerRef,
      subscriptionRef: ctx.gateway.billsRenewals ? subscription.gateway_subscription_ref : null,
      card: payload.creditCard,
      holder: cardHolder(payload, user),
      remoteIp,
    }),
  )
  if (result.outcome === 'refused') {
    throw new HTTPException(402, { message: refusedMessage(result.reason) })
  }
  const providerRef = await startProviderBilling(ctx, subscription, {
    customerRef,
    cardToken: result.card.token,
    remoteIp,
  })
  const now = ctx.clock.now()
  await ctx.db.transaction().execute(async (trx) => {
    await retireProviderSubscription(trx, subscription, providerRef, now, 'cartão novo')
    await trx
      .updateTable('subscriptions')
      .set({
        card_brand: result.card.brand,
        card_last4: result.card.last4,
        card_token: result.card.token,
        card_remote_ip: remoteIp,
        payment_method: 'credit_card',
        gateway_subscription_ref: providerRef,
        updated_at: now,
      })
      .where('id', '=', subscription.id)
      .execute()
    // A Pix renewal code already sent is no longer how this period is paid.
    if (providerRef !== subscription.gateway_subscription_ref) {
      await withdrawPendingCharges(trx, { subscriptionId: subscription.id }, now, 'pix')
    }
    await audit(trx, {
      kind: 'card.updated',
      at: now,
      userId: user.id,
      ip: remoteIp,
      detail: {
        subscriptionId: subscription.id,
        brand: result.card.brand,
        last4: result.card.last4,
      },
    })
  })
  return viewSubscription(ctx.db, subscription.id)
}
