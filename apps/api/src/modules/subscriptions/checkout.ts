import {
  API_MESSAGES,
  awaitingConfirmation,
  refusedMessage,
} from '@atendimento/domain/contract/messages'
import type { CardPaymentPayload } from '@atendimento/domain/schemas/card'
import { canContinuePayment } from '@atendimento/domain/subscription'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import type { Db } from '../../db/database.ts'
import { uniqueViolation } from '../../db/errors.ts'
import { cardBrand, lastFour } from '../../payments/card.ts'
import { GatewayUnavailableError, type SubscribeRequest } from '../../payments/gateway.ts'
import { gatewayCustomerRef } from '../../payments/gateway-customers.ts'
import type { UserRow } from '../auth/sessions.ts'
import { findPlan } from '../plans/plans-repository.ts'
import { deliverReceipts } from '../recurrences/receipts.ts'
import {
  insertPendingSubscription,
  openPaymentAttempt,
  type PaymentRow,
} from './payment-attempts.ts'
import { settlePayment } from './settle-payment.ts'
import {
  findOpenSubscription,
  type SubscriptionRow,
  type SubscriptionView,
  viewSubscription,
} from './subscriptions-repository.ts'

export interface ChargeOutcome {
  subscription: SubscriptionView
  /** 'pending' when the provider is still analysing the charge (it tells us by webhook). */
  outcome: 'approved' | 'pending'
}

/** A provider that did not answer is a 502; what was written stays for the retry. */
export async function callGateway<T>(ctx: ApiContext, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof GatewayUnavailableError) {
      ctx.log({ level: 'warn', msg: 'gateway sem resposta', err: error.message })
      throw new HTTPException(502, { message: API_MESSAGES.gatewayUnavailable })
    }
    throw error
  }
}

/**
 * A card charge sent to the gateway whose answer never came back. An unpaid Pix is not one: it
 * charges nobody until paid, and is cancelled with its subscription.
 */
async function hasUnansweredCharge(db: Db, subscriptionId: string): Promise<boolean> {
  const pending = await db
    .selectFrom('payments')
    .select('id')
    .where('subscription_id', '=', subscriptionId)
    .where('status', '=', 'pending')
    .where('method', '=', 'credit_card')
    .executeTakeFirst()
  return pending !== undefined
}

/**
 * A new pending subscription and its first attempt, or the open one of this plan resumed. The
 * open subscription of another plan: an active one must be cancelled first; a pending one whose
 * charge failed is given up for the new plan (a refused renewal must not trap the customer);
 * one with a charge still unanswered is finished first with "Continuar Pagamento".
 */
export async function prepare<TAttempt>(
  ctx: ApiContext,
  user: UserRow,
  planId: string,
  openAttempt: (trx: Db, subscription: SubscriptionRow, now: Date) => Promise<TAttempt>,
) {
  const plan = await findPlan(ctx.db, planId)
  const open = await findOpenSubscription(ctx.db, user.id)
  const resumed = open?.plan_id === planId ? open : undefined
  const replaced = open && !resumed ? open : undefined
  // A withdrawn plan takes no new subscribers, but a pending one may still be paid for.
  if (!plan || (!plan.active && !resumed)) {
    throw new HTTPException(404, { message: API_MESSAGES.planNotFound })
  }
  if (resumed && !canContinuePayment(resumed.status)) {
    throw new HTTPException(409, { message: API_MESSAGES.alreadySubscribed })
  }
  if (replaced?.status === 'active')
    throw new HTTPException(409, { message: API_MESSAGES.otherPlanActive })
  if (replaced && (await hasUnansweredCharge(ctx.db, replaced.id))) {
    throw new HTTPException(409, { message: awaitingConfirmation(replaced.plan_name) })
  }
  // Before anything is written: an unreachable gateway here leaves nothing behind.
  const customerRef = await callGateway(ctx, () => gatewayCustomerRef(ctx, user))
  const replacedRef = replaced?.gateway_subscription_ref
  if (replacedRef && ctx.gateway.billsRenewals) {
    await callGateway(ctx, () => ctx.gateway.cancelSubscription(replacedRef))
  }
  const now = ctx.clock.now()
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      if (replaced) {
        await trx
          .updateTable('subscriptions')
          .set({ status: 'canceled', canceled_at: now, updated_at: now })
          .where('id', '=', replaced.id)
          .execute()
        await cancelPendingPix(trx, replaced.id, now)
      }
      const subscription =
        resumed ??
        (await insertPendingSubscription(trx, {
          userId: user.id,
          plan,
          gateway: ctx.gateway.name,
          now,
        }))
      const attempt = await openAttempt(trx, subscription, now)
      return { plan, customerRef, subscription, attempt, isNew: !resumed }
    })
  } catch (error) {
    if (uniqueViolation(error))
      throw new HTTPException(409, { message: API_MESSAGES.checkoutInProgress })
    throw error
  }
}

/** Unpaid Pix codes of a subscription, given up (the card paid, or the plan was replaced). */
export async function cancelPendingPix(trx: Db, subscriptionId: string, now: Date) {
  await trx
    .updateTable('payments')
    .set({ status: 'canceled', updated_at: now })
    .where('subscription_id', '=', subscriptionId)
    .where('method', '=', 'pix')
    .where('status', '=', 'pending')
    .execute()
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

/** POST /subscription/{planId}: the first charge by card, or "Continuar Pagamento". */
export async function subscribeWithCard(
  ctx: ApiContext,
  user: UserRow,
  planId: string,
  payload: CardPaymentPayload,
  /** The payer's address as the server saw it, for the gateway's fraud checks. */
  remoteIp: string,
): Promise<ChargeOutcome> {
  const { plan, customerRef, subscription, attempt, isNew } = await prepare(
    ctx,
    user,
    planId,
    openPaymentAttempt,
  )
  const request: SubscribeRequest = {
    idempotencyKey: attempt.idempotency_key,
    customerRef,
    description: `Atendimento Inteligente - plano ${plan.name}`,
    amountCents: subscription.price_cents,
    cycleDays: subscription.billing_cycle_days,
    payment: {
      card: payload.creditCard,
      holder: {
        name: payload.name || user.name,
        email: payload.email || user.email,
        cpfCnpj: payload.taxId || user.document,
        postalCode: payload.creditCardHolderInfo.postalCode || user.zip_code,
        addressNumber: payload.creditCardHolderInfo.addressNumber || user.address_number,
        phone: payload.cellphone || user.phone,
      },
    },
    // Never the body's remoteIp: whatever a client writes there would reach the fraud checks.
    remoteIp,
  }
  const result = await callGateway(ctx, () => ctx.gateway.subscribe(request))
  const now = ctx.clock.now()
  if (result.outcome === 'refused') {
    await recordRefusal(ctx.db, subscription, attempt, isNew, result.reason, now)
    throw new HTTPException(402, { message: refusedMessage(result.reason) })
  }
  await ctx.db.transaction().execute(async (trx) => {
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
  deliverReceipts(ctx)
  return { subscription: await viewSubscription(ctx.db, subscription.id), outcome: result.outcome }
}
