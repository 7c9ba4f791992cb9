import { randomUUID } from 'node:crypto'
import { API_MESSAGES, refusedMessage } from '@atendimento/domain/contract/messages'
import { type PlanChangeQuote, quoteAnswer, quotePlanChange } from '@atendimento/domain/plan-change'
import type { Plan } from '@atendimento/domain/schemas/plan'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import type { Db } from '../../db/database.ts'
import { uniqueViolation } from '../../db/errors.ts'
import { audit } from '../../ops/audit.ts'
import { gatewayCustomerRef } from '../../payments/gateway-customers.ts'
import type { UserRow } from '../auth/sessions.ts'
import { findPlan } from '../plans/plans-repository.ts'
import { callGateway } from './checkout.ts'
import { newPayment } from './payment-attempts.ts'
import {
  findUserSubscription,
  type SubscriptionView,
  viewSubscription,
} from './subscriptions-repository.ts'

interface Prepared {
  subscription: NonNullable<Awaited<ReturnType<typeof findUserSubscription>>>
  plan: Plan
  periodEnd: Date
  quote: PlanChangeQuote
}

/** The active subscription, the target plan and what moving between them costs now. */
async function prepare(ctx: ApiContext, user: UserRow, id: string, planId: string) {
  const subscription = await findUserSubscription(ctx.db, user.id, id)
  if (!subscription) throw new HTTPException(404, { message: API_MESSAGES.subscriptionNotFound })
  const plan = await findPlan(ctx.db, planId)
  if (!plan?.active) throw new HTTPException(404, { message: API_MESSAGES.planNotFound })
  const periodEnd = subscription.next_billing_date
  if (subscription.status !== 'active' || !periodEnd) {
    throw new HTTPException(409, { message: API_MESSAGES.planChangeNotActive })
  }
  if (subscription.plan_id === plan._id) {
    throw new HTTPException(409, { message: API_MESSAGES.planChangeSamePlan })
  }
  const quote = quotePlanChange({
    current: { priceCents: subscription.price_cents, cycleDays: subscription.billing_cycle_days },
    target: { priceCents: plan.price, cycleDays: plan.billingCycleDays },
    now: ctx.clock.now(),
    periodEnd,
  })
  return { subscription, plan, periodEnd, quote } satisfies Prepared
}

/** GET /subscription/{id}/change/{planId}: the figure shown before the customer confirms. */
export async function quoteChange(ctx: ApiContext, user: UserRow, id: string, planId: string) {
  const { plan, quote } = await prepare(ctx, user, id, planId)
  return { ...quoteAnswer(quote), plan }
}

/** A downgrade that waits (at most one per subscription): a newer choice replaces it. */
const dropScheduled = (db: Db, subscriptionId: string) =>
  db
    .deleteFrom('payments')
    .where('subscription_id', '=', subscriptionId)
    .where('status', '=', 'scheduled')
    .execute()

/**
 * For a provider that bills each cycle itself (Asaas), its recurring charge moves to the new
 * price from the next billing date: the old one is cancelled, a new one scheduled.
 */
async function moveProviderBilling(
  ctx: ApiContext,
  user: UserRow,
  prepared: Prepared,
): Promise<string | null> {
  const { subscription, plan, periodEnd } = prepared
  const ref = subscription.gateway_subscription_ref
  if (!ctx.gateway.billsRenewals) return ref
  if (!subscription.card_token)
    throw new HTTPException(409, { message: API_MESSAGES.planChangeNoCard })
  const cardToken = subscription.card_token
  const customerRef = await callGateway(ctx, () => gatewayCustomerRef(ctx, user))
  if (ref) await callGateway(ctx, () => ctx.gateway.cancelSubscription(ref))
  return callGateway(ctx, () =>
    ctx.gateway.schedule({
      customerRef,
      description: `Atendimento Inteligente - plano ${plan.name}`,
      amountCents: plan.price,
      cycleDays: plan.billingCycleDays,
      cardToken,
      nextDueDate: periodEnd,
      externalRef: `${subscription.id}:${periodEnd.toISOString()}`,
    }),
  )
}

/**
 * The payment row of an upgrade's charge, committed before the gateway is called. One is open
 * per subscription at a time (a unique index): a request racing another is refused, and the
 * retry of one whose answer was lost reuses it, so the gateway answers that first call (same
 * idempotency key, same amount) instead of charging again.
 */
async function openUpgradeAttempt(
  db: Db,
  subscription: Prepared['subscription'],
  plan: Plan,
  amountCents: number,
  now: Date,
) {
  const open = await db
    .selectFrom('payments')
    .selectAll()
    .where('subscription_id', '=', subscription.id)
    .where('change_kind', '=', 'upgrade')
    .where('status', '=', 'pending')
    .executeTakeFirst()
  if (open?.plan_id === plan._id) return open
  if (open) throw new HTTPException(409, { message: API_MESSAGES.checkoutInProgress })
  try {
    return await db
      .insertInto('payments')
      .values(
        newPayment(subscription, {
          method: 'credit_card',
          billingDate: now,
          idempotencyKey: `upgrade:${subscription.id}:${randomUUID()}`,
          now,
          planId: plan._id,
          amountCents,
          changeKind: 'upgrade',
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow()
  } catch (error) {
    if (uniqueViolation(error)) {
      throw new HTTPException(409, { message: API_MESSAGES.checkoutInProgress })
    }
    throw error
  }
}

/**
 * An upgrade: the pro-rata difference is charged now on the saved card (one payment marked
 * 'upgrade', which does not move the billing date), then the subscription takes the new plan's
 * price and cycle; the next billing date stays.
 */
async function upgrade(ctx: ApiContext, user: UserRow, prepared: Prepared, ip: string) {
  const { subscription, plan, quote } = prepared
  const now = ctx.clock.now()
  if (quote.chargeCents > 0) {
    if (!subscription.card_token) {
      throw new HTTPException(409, { message: API_MESSAGES.planChangeNoCard })
    }
    const cardToken = subscription.card_token
    const attempt = await openUpgradeAttempt(ctx.db, subscription, plan, quote.chargeCents, now)
    const { id: paymentId, idempotency_key: key } = attempt
    const customerRef = await callGateway(ctx, () => gatewayCustomerRef(ctx, user))
    const result = await callGateway(ctx, () =>
      ctx.gateway.chargeRenewal({
        idempotencyKey: key,
        customerRef,
        // A one-off charge, not one of the recurring series.
        subscriptionRef: null,
        cardToken,
        amountCents: attempt.amount_cents,
        description: `Atendimento Inteligente - troca para o plano ${plan.name} (proporcional)`,
      }),
    )
    const at = ctx.clock.now()
    if (result.outcome === 'refused') {
      await ctx.db
        .updateTable('payments')
        .set({
          status: 'failed',
          failure_reason: result.reason,
          gateway_payment_ref: result.paymentRef,
          updated_at: at,
        })
        .where('id', '=', paymentId)
        .execute()
      throw new HTTPException(402, { message: refusedMessage(result.reason) })
    }
    await ctx.db
      .updateTable('payments')
      .set({
        status: result.outcome === 'approved' ? 'paid' : 'pending',
        paid_at: result.outcome === 'approved' ? at : null,
        gateway_payment_ref: result.paymentRef,
        updated_at: at,
      })
      .where('id', '=', paymentId)
      .execute()
  }
  const ref = await moveProviderBilling(ctx, user, prepared)
  await ctx.db.transaction().execute(async (trx) => {
    await dropScheduled(trx, subscription.id)
    await trx
      .updateTable('subscriptions')
      .set({
        plan_id: plan._id,
        price_cents: plan.price,
        billing_cycle_days: plan.billingCycleDays,
        gateway_subscription_ref: ref,
        updated_at: ctx.clock.now(),
      })
      .where('id', '=', subscription.id)
      .execute()
    await audit(trx, {
      kind: 'subscription.plan_changed',
      at: now,
      userId: user.id,
      ip,
      detail: {
        subscriptionId: subscription.id,
        from: subscription.plan_id,
        to: plan._id,
        change: 'upgrade',
        chargedCents: String(quote.chargeCents),
      },
    })
  })
}

/**
 * A downgrade: nothing is charged now; the first charge of the new plan waits as a 'scheduled'
 * payment on the next billing date, under the renewal's own idempotency key, so the billing job
 * charges exactly that row (at the new price) and never a second one for the same date.
 */
async function downgrade(ctx: ApiContext, user: UserRow, prepared: Prepared, ip: string) {
  const { subscription, plan, periodEnd } = prepared
  const now = ctx.clock.now()
  const ref = await moveProviderBilling(ctx, user, prepared)
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await dropScheduled(trx, subscription.id)
      await trx
        .insertInto('payments')
        .values(
          newPayment(subscription, {
            method: 'credit_card',
            billingDate: periodEnd,
            idempotencyKey: `renewal:${subscription.id}:${periodEnd.toISOString()}`,
            now,
            planId: plan._id,
            amountCents: plan.price,
            status: 'scheduled',
            changeKind: 'downgrade',
          }),
        )
        .execute()
      await trx
        .updateTable('subscriptions')
        .set({ gateway_subscription_ref: ref, updated_at: now })
        .where('id', '=', subscription.id)
        .execute()
      await audit(trx, {
        kind: 'subscription.plan_changed',
        at: now,
        userId: user.id,
        ip,
        detail: {
          subscriptionId: subscription.id,
          from: subscription.plan_id,
          to: plan._id,
          change: 'downgrade',
          effectiveAt: periodEnd.toISOString(),
        },
      })
    })
  } catch (error) {
    // The renewal of this date is already being charged: the change has to wait for it.
    if (uniqueViolation(error)) {
      throw new HTTPException(409, { message: API_MESSAGES.checkoutInProgress })
    }
    throw error
  }
}

/** POST /subscription/{id}/change/{planId}. */
export async function changePlan(
  ctx: ApiContext,
  user: UserRow,
  input: { id: string; planId: string; expectedAmount: number; ip: string },
): Promise<{ subscription: SubscriptionView; kind: PlanChangeQuote['kind'] }> {
  const prepared = await prepare(ctx, user, input.id, input.planId)
  if (prepared.quote.chargeCents > input.expectedAmount) {
    throw new HTTPException(409, { message: API_MESSAGES.planChangeAmountChanged })
  }
  try {
    if (prepared.quote.kind === 'upgrade') await upgrade(ctx, user, prepared, input.ip)
    else await downgrade(ctx, user, prepared, input.ip)
  } catch (error) {
    // The checkout's 502 text speaks of "Continuar Pagamento"; a change is simply sent again.
    if (error instanceof HTTPException && error.status === 502) {
      throw new HTTPException(502, { message: API_MESSAGES.planChangeUnconfirmed })
    }
    throw error
  }
  return {
    subscription: await viewSubscription(ctx.db, prepared.subscription.id),
    kind: prepared.quote.kind,
  }
}

/**
 * Downgrades whose date has come: the subscription takes the new plan's price and cycle, and
 * the scheduled payment becomes the renewal the billing job charges. With a provider that bills
 * by itself, its own payment arrives by webhook, so the scheduled row just goes.
 */
export async function applyDueDowngrades(ctx: ApiContext): Promise<number> {
  const now = ctx.clock.now()
  const due = await ctx.db
    .selectFrom('payments')
    .innerJoin('plans', 'plans.id', 'payments.plan_id')
    .select([
      'payments.id',
      'payments.subscription_id',
      'payments.plan_id',
      'payments.amount_cents',
      'plans.billing_cycle_days',
    ])
    .where('payments.status', '=', 'scheduled')
    .where('payments.billing_date', '<=', now)
    .execute()
  for (const payment of due) {
    await ctx.db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable('payments')
        .set({ status: 'pending', updated_at: now })
        .where('id', '=', payment.id)
        .where('status', '=', 'scheduled')
        .returning('id')
        .executeTakeFirst()
      // Another process applied it first.
      if (!taken) return
      await trx
        .updateTable('subscriptions')
        .set({
          plan_id: payment.plan_id,
          price_cents: payment.amount_cents,
          billing_cycle_days: payment.billing_cycle_days,
          updated_at: now,
        })
        .where('id', '=', payment.subscription_id)
        .execute()
      if (ctx.gateway.billsRenewals) {
        await trx.deleteFrom('payments').where('id', '=', payment.id).execute()
      }
    })
  }
  return due.length
}
