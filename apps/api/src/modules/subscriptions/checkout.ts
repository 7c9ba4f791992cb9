import { refusedMessage } from '@atendimento/domain/contract/messages'
import type { CardPaymentPayload } from '@atendimento/domain/schemas/card'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import type { Db } from '../../db/database.ts'
import { cardBrand, lastFour } from '../../payments/card.ts'
import type { SubscribeRequest } from '../../payments/gateway.ts'
import type { UserRow } from '../auth/sessions.ts'
import { deliverReceipts } from '../recurrences/receipts.ts'
import { cardHolder } from './card-attempts.ts'
import { callGateway } from './gateway-call.ts'
import { openSubscription } from './open-subscription.ts'
import { openPaymentAttempt, type PaymentRow } from './payment-attempts.ts'
import { retireProviderSubscription, withdrawPendingCharges } from './provider-billing.ts'
import { settlePayment } from './settle-payment.ts'
import {
  type SubscriptionRow,
  type SubscriptionView,
  viewSubscription,
} from './subscriptions-repository.ts'

export interface ChargeOutcome {
  subscription: SubscriptionView
  /** 'pending' when the provider is still analysing the charge (it tells us by webhook). */
  outcome: 'approved' | 'pending'
}

/**
 * Unpaid Pix codes of a subscription, given up (the card paid, or the plan was replaced): also
 * withdrawn at the provider, where a code stays payable for months otherwise.
 */
export async function cancelPendingPix(trx: Db, subscriptionId: string, now: Date) {
  await withdrawPendingCharges(trx, { subscriptionId }, now, 'pix')
}

/** The gateway's card refusal: nothing is left of a new subscription; a resumed one stays pending. */
async function recordRefusal(
  db: Db,
  subscription: SubscriptionRow,
  attempt: PaymentRow,
  isNew: boolean,
  reason: string,
  now: Date,
) {
  await db.transaction().execute(async (trx) => {
    if (isNew) {
      await trx.deleteFrom('subscriptions').where('id', '=', subscription.id).execute()
    } else {
      await settlePayment(trx, attempt.id, 'failed', now, { failureReason: reason })
    }
  })
}

/**
 * POST /subscription/{planId}: the first charge by card, or "Continuar Pagamento"; under the
 * account's money lock from the first read to the last write (open-subscription.ts).
 */
export function subscribeWithCard(
  ctx: ApiContext,
  user: UserRow,
  planId: string,
  payload: CardPaymentPayload,
  /** The payer's address as the server saw it, for the gateway's fraud checks. */
  remoteIp: string,
): Promise<ChargeOutcome> {
  return openSubscription(ctx, user, planId, openPaymentAttempt, async (locked, opened) => {
    const { plan, account, customerRef, subscription, attempt, isNew } = opened
    const request: SubscribeRequest = {
      idempotencyKey: attempt.idempotency_key,
      customerRef,
      description: `Atendimento Inteligente - plano ${plan.name}`,
      amountCents: subscription.price_cents,
      cycleDays: subscription.billing_cycle_days,
      payment: { card: payload.creditCard, holder: cardHolder(payload, account) },
      // Never the body's remoteIp: whatever a client writes there would reach the fraud checks.
      remoteIp,
    }
    const result = await callGateway(locked, () => locked.gateway.subscribe(request))
    const now = locked.clock.now()
    if (result.outcome === 'refused') {
      await recordRefusal(locked.db, subscription, attempt, isNew, result.reason, now)
      throw new HTTPException(402, { message: refusedMessage(result.reason) })
    }
    await locked.db.transaction().execute(async (trx) => {
      // "Continuar Pagamento" after a failed charge: the provider subscription of that charge goes.
      await retireProviderSubscription(
        trx,
        subscription,
        result.subscriptionRef,
        now,
        'substituída',
      )
      await trx
        .updateTable('subscriptions')
        .set({
          gateway_subscription_ref: result.subscriptionRef,
          // Brand and last four only: the number and CCV were for the gateway's eyes.
          card_brand: result.card.brand || cardBrand(payload.creditCard.number),
          card_last4: result.card.last4 || lastFour(payload.creditCard.number),
          card_token: result.card.token,
          payment_method: 'credit_card',
          updated_at: now,
        })
        .where('id', '=', subscription.id)
        .execute()
      // A Pix issued earlier for this subscription must not be paid on top of the card.
      await cancelPendingPix(trx, subscription.id, now)
      await trx
        .updateTable('payments')
        .set({
          card_brand: result.card.brand,
          card_last4: result.card.last4,
          gateway_payment_ref: result.paymentRef,
          updated_at: now,
        })
        .where('id', '=', attempt.id)
        .execute()
      if (result.outcome === 'approved') await settlePayment(trx, attempt.id, 'paid', now)
    })
    deliverReceipts(locked)
    return {
      subscription: await viewSubscription(locked.db, subscription.id),
      outcome: result.outcome,
    }
  })
}
