import { randomUUID } from 'node:crypto'
import { PIX_CHECKOUT_TTL_MS } from '@atendimento/domain/pix/pix-rules'
import type { PixCharge } from '@atendimento/domain/schemas/pix'
import type { ApiContext } from '../../context.ts'
import type { Db } from '../../db/database.ts'
import type { UserRow } from '../auth/sessions.ts'
import { callGateway } from './gateway-call.ts'
import { openSubscription } from './open-subscription.ts'
import { newPayment, type PaymentRow } from './payment-attempts.ts'
import { settlePayment } from './settle-payment.ts'
import {
  type SubscriptionRow,
  type SubscriptionView,
  viewSubscription,
} from './subscriptions-repository.ts'

export const PIX_EXPIRED_REASON = 'Pix expirado'

export interface PixCheckout {
  subscription: SubscriptionView
  pix: PixCharge
}

/** The charge as the payer sees it; only for a row whose code the gateway already gave. */
export function toPixCharge(payment: PaymentRow): PixCharge {
  if (!payment.gateway_payment_ref || !payment.pix_code || !payment.pix_expires_at) {
    throw new Error('Pix sem código')
  }
  return {
    pixId: payment.gateway_payment_ref,
    code: payment.pix_code,
    amount: payment.amount_cents,
    expiresAt: payment.pix_expires_at.toISOString(),
  }
}

/** A pending Pix past its validity is failed ('Pix expirado'); true when that happened. */
export async function expireIfPast(trx: Db, payment: PaymentRow, now: Date): Promise<boolean> {
  if (payment.status !== 'pending' || !payment.pix_expires_at || payment.pix_expires_at > now) {
    return false
  }
  await settlePayment(trx, payment.id, 'failed', now, { failureReason: PIX_EXPIRED_REASON })
  return true
}

/**
 * The Pix attempt of a subscription: the pending one still valid (or still waiting for the
 * provider's answer) is reused, so "Continuar Pagamento" shows the same code; expired ones are
 * closed and a new attempt is opened.
 */
export async function openPixAttempt(
  trx: Db,
  subscription: SubscriptionRow,
  now: Date,
): Promise<PaymentRow> {
  const pending = await trx
    .selectFrom('payments')
    .selectAll()
    .where('subscription_id', '=', subscription.id)
    .where('status', '=', 'pending')
    .where('method', '=', 'pix')
    .orderBy('created_at', 'desc')
    .execute()
  let reusable: PaymentRow | undefined
  for (const payment of pending) {
    if (await expireIfPast(trx, payment, now)) continue
    reusable ??= payment
  }
  if (reusable) return reusable
  return trx
    .insertInto('payments')
    .values(
      newPayment(subscription, {
        method: 'pix',
        billingDate: now,
        idempotencyKey: randomUUID(),
        now,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow()
}

/**
 * Asks the provider for the attempt's code (the attempt's key makes a retry get the same
 * charge back) and keeps it on the payment row. A row that already has a code is returned as is.
 */
export async function issuePixFor(
  ctx: ApiContext,
  attempt: PaymentRow,
  request: { customerRef: string; description: string; expiresAt: Date },
): Promise<PaymentRow> {
  if (attempt.pix_code && attempt.gateway_payment_ref) return attempt
  const charge = await callGateway(ctx, () =>
    ctx.gateway.createPix({
      idempotencyKey: attempt.idempotency_key,
      customerRef: request.customerRef,
      description: request.description,
      amountCents: attempt.amount_cents,
      expiresAt: request.expiresAt,
    }),
  )
  return ctx.db
    .updateTable('payments')
    .set({
      gateway_payment_ref: charge.paymentRef,
      pix_code: charge.code,
      pix_expires_at: charge.expiresAt,
      updated_at: ctx.clock.now(),
    })
    .where('id', '=', attempt.id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

/**
 * POST /subscription/{planId}/pix: a pending subscription paid by Pix, or the pending one of
 * this plan resumed with its code (a new code once the old one expired). Nothing is charged
 * until the payer pays; the status check or the provider's webhook then activates it. Under the
 * account's money lock, like a card checkout (open-subscription.ts).
 */
export function subscribeWithPix(
  ctx: ApiContext,
  user: UserRow,
  planId: string,
): Promise<PixCheckout> {
  return openSubscription(ctx, user, planId, openPixAttempt, async (locked, opened) => {
    const { plan, customerRef, subscription, attempt } = opened
    const now = locked.clock.now()
    await locked.db
      .updateTable('subscriptions')
      .set({ payment_method: 'pix', updated_at: now })
      .where('id', '=', subscription.id)
      .where('status', '!=', 'active')
      .execute()
    const issued = await issuePixFor(locked, attempt, {
      customerRef,
      description: `Atendimento Inteligente - plano ${plan.name}`,
      expiresAt: new Date(now.getTime() + PIX_CHECKOUT_TTL_MS),
    })
    return {
      subscription: await viewSubscription(locked.db, subscription.id),
      pix: toPixCharge(issued),
    }
  })
}
