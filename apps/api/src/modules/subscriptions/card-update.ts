import { API_MESSAGES, refusedMessage } from '@atendimento/domain/contract/messages'
import type { CardPaymentPayload } from '@atendimento/domain/schemas/card'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import { audit } from '../../ops/audit.ts'
import { gatewayCustomerRef } from '../../payments/gateway-customers.ts'
import type { UserRow } from '../auth/sessions.ts'
import { callGateway } from './checkout.ts'
import {
  findUserSubscription,
  type SubscriptionView,
  viewSubscription,
} from './subscriptions-repository.ts'

/**
 * PUT /subscription/{id}/card: the provider validates and keeps the new card (tokenisation, no
 * charge) and the next renewals go to it. A Pix subscription that takes a card pays its
 * renewals by card from then on.
 */
export async function updateCard(
  ctx: ApiContext,
  user: UserRow,
  id: string,
  payload: CardPaymentPayload,
  remoteIp: string,
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
      holder: {
        name: payload.name || user.name,
        email: payload.email || user.email,
        cpfCnpj: payload.taxId || user.document,
        postalCode: payload.creditCardHolderInfo.postalCode || user.zip_code,
        addressNumber: payload.creditCardHolderInfo.addressNumber || user.address_number,
        phone: payload.cellphone || user.phone,
      },
      remoteIp,
    }),
  )
  if (result.outcome === 'refused') {
    throw new HTTPException(402, { message: refusedMessage(result.reason) })
  }
  const now = ctx.clock.now()
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('subscriptions')
      .set({
        card_brand: result.card.brand,
        card_last4: result.card.last4,
        card_token: result.card.token,
        payment_method: 'credit_card',
        updated_at: now,
      })
      .where('id', '=', subscription.id)
      .execute()
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
