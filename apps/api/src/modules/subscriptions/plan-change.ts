import { randomUUID } from 'node:crypto'
import { DAY_MS } from '@atendimento/domain/constants'
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
import { queueCleanup } from '../billing/gateway-cleanups.ts'
import { fitDevicesToPlan } from '../devices/devices-repository.ts'
import { findPlan } from '../plans/plans-repository.ts'
import { deliverReceipts } from '../recurrences/receipts.ts'
import { callGateway } from './gateway-call.ts'
import { withAccountLock } from './money-lock.ts'
import { refuseUnpriced } from './open-subscription.ts'
import { newPayment } from './payment-attempts.ts'
import { type QuotedChange, recordQuote, wasQuoted } from './plan-change-quotes.ts'
import { retireProviderSubscription } from './provider-billing.ts'
import { settlePayment } from './settle-payment.ts'
import {
  findUserSubscription,
  type SubscriptionView,
  type SubscriptionWithPlan,
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
  // A plan priced 0 would be a downgrade whose renewal charges R$ 0.
  refuseUnpriced(plan.price)
  const quote = quotePlanChange({
    current: { priceCents: subscription.price_cents, cycleDays: subscription.billing_cycle_days },
    target: { priceCents: plan.price, cycleDays: plan.billingCycleDays },
    now: ctx.clock.now(),
    periodEnd,
  })
  return { subscription, plan, periodEnd, quote } satisfies Prepared
}

/** The change a quote is for: this subscription, from the plan it has now, to `plan`. */
const quotedChange = ({ subscription, plan, quote }: Prepared, amountCents = quote.chargeCents) =>
  ({
    subscriptionId: subscription.id,
    fromPlanId: subscription.plan_id,
    planId: plan._id,
    amountCents,
  }) satisfies QuotedChange

/**
 * GET /subscription/{id}/change/{planId}: the figure shown before the customer confirms, kept so
 * that the change is charged only against a figure really shown (plan-change-quotes.ts).
 */
export async function quoteChange(ctx: ApiContext, user: UserRow, id: string, planId: string) {
  const prepared = await prepare(ctx, user, id, planId)
  await recordQuote(ctx.db, quotedChange(prepared), ctx.clock.now())
  return { ...quoteAnswer(prepared.quote), plan: prepared.plan }
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
 * price from the next billing date: a new one is scheduled first, and the old one is removed
 * only once the change is stored (retireProviderSubscription), so a refusal here leaves the old
 * billing in place.
 */
async function moveProviderBilling(
  ctx: ApiContext,
  user: UserRow,
  prepared: Prepared,
  remoteIp: string,
): Promise<string | null> {
  const { subscription, plan, periodEnd } = prepared
  if (!ctx.gateway.billsRenewals) return subscription.gateway_subscription_ref
  return scheduleProviderBilling(ctx, user, subscription, {
    planName: plan.name,
    amountCents: plan.price,
    cycleDays: plan.billingCycleDays,
    nextDueDate: periodEnd,
    // One reference per subscription, period and plan: a retry finds what a lost answer made.
    externalRef: `${subscription.id}:${periodEnd.toISOString()}:${plan._id}`,
    remoteIp,
  })
}

/** The provider's recurring charge of a plan, scheduled with the subscription's saved card. */
async function scheduleProviderBilling(
  ctx: ApiContext,
  user: UserRow,
  subscription: { card_token: string | null },
  billing: {
    planName: string
    amountCents: number
    cycleDays: number
    nextDueDate: Date
    externalRef: string
    remoteIp: string
  },
): Promise<string | null> {
  const cardToken = subscription.card_token
  if (!cardToken) throw new HTTPException(409, { message: API_MESSAGES.planChangeNoCard })
  const { planName, ...schedule } = billing
  const customerRef = await callGateway(ctx, () => gatewayCustomerRef(ctx, user))
  return callGateway(ctx, () =>
    ctx.gateway.schedule({
      ...schedule,
      customerRef,
      description: `Atendimento Inteligente - plano ${planName}`,
      cardToken,
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
  { subscription, plan, periodEnd }: Prepared,
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
  // Paid already in this period, but the change was never stored (its answer was lost and the
  // provider told us by webhook): the retry finishes it instead of charging again.
  const periodStart = new Date(periodEnd.getTime() - subscription.billing_cycle_days * DAY_MS)
  const paid = await db
    .selectFrom('payments')
    .selectAll()
    .where('subscription_id', '=', subscription.id)
    .where('change_kind', '=', 'upgrade')
    .where('status', '=', 'paid')
    .where('plan_id', '=', plan._id)
    .where('billing_date', '>=', periodStart)
    .executeTakeFirst()
  if (paid) return paid
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
          // It pays for the days left, not for a cycle: its receipt says so.
          periodEnd,
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
    const attempt = await openUpgradeAttempt(ctx.db, prepared, quote.chargeCents, now)
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
        remoteIp: ip,
      }),
    )
    const at = ctx.clock.now()
    if (result.outcome === 'refused') {
      await ctx.db.transaction().execute((trx) =>
        settlePayment(trx, paymentId, 'failed', at, {
          gatewayPaymentRef: result.paymentRef,
          failureReason: result.reason,
        }),
      )
      throw new HTTPException(402, { message: refusedMessage(result.reason) })
    }
    await ctx.db.transaction().execute(async (trx) => {
      // Paid like any payment: its receipt is queued with it.
      if (result.outcome === 'approved') {
        await settlePayment(trx, paymentId, 'paid', at, { gatewayPaymentRef: result.paymentRef })
      } else {
        await trx
          .updateTable('payments')
          .set({ gateway_payment_ref: result.paymentRef, updated_at: at })
          .where('id', '=', paymentId)
          .execute()
      }
    })
    deliverReceipts(ctx)
  }
  const ref = await moveProviderBilling(ctx, user, prepared, ip)
  await ctx.db.transaction().execute(async (trx) => {
    await retireProviderSubscription(trx, subscription, ref, now, 'troca de plano')
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
  const ref = await moveProviderBilling(ctx, user, prepared, ip)
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await retireProviderSubscription(trx, subscription, ref, now, 'troca de plano')
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

/**
 * POST /subscription/{id}/change/{planId}, under the account's money lock: of two changes sent
 * at once, the second runs after the first and finds the plan already changed. `expectedAmount`
 * must be a figure quoted for this very change in the last minutes, and the charge (which only
 * falls as time passes) is never above it; anything else is 'O valor da troca mudou'.
 */
export function changePlan(
  ctx: ApiContext,
  user: UserRow,
  input: { id: string; planId: string; expectedAmount: number; ip: string },
): Promise<{ subscription: SubscriptionView; kind: PlanChangeQuote['kind'] }> {
  return withAccountLock(ctx, user.id, async (locked, account) => {
    const prepared = await prepare(locked, account, input.id, input.planId)
    const shown = quotedChange(prepared, input.expectedAmount)
    if (
      prepared.quote.chargeCents > input.expectedAmount ||
      !(await wasQuoted(locked.db, shown, locked.clock.now()))
    ) {
      throw new HTTPException(409, { message: API_MESSAGES.planChangeAmountChanged })
    }
    try {
      if (prepared.quote.kind === 'upgrade') await upgrade(locked, account, prepared, input.ip)
      else await downgrade(locked, account, prepared, input.ip)
    } catch (error) {
      // The checkout's 502 text speaks of "Continuar Pagamento"; a change is simply sent again.
      if (error instanceof HTTPException && error.status === 502) {
        throw new HTTPException(502, { message: API_MESSAGES.planChangeUnconfirmed })
      }
      throw error
    }
    return {
      subscription: await viewSubscription(locked.db, prepared.subscription.id),
      kind: prepared.quote.kind,
    }
  })
}

/**
 * With a provider that bills each cycle itself, the downgrade moved its recurring charge to the
 * new plan's price: undoing it schedules the current plan's price again from the same date. The
 * reference names the scheduled payment being undone (one per downgrade), so a retry after a lost
 * answer finds what the first call made, and a later downgrade undone again makes a new one.
 */
async function restoreProviderBilling(
  ctx: ApiContext,
  user: UserRow,
  subscription: SubscriptionWithPlan,
  scheduledPaymentId: string,
  remoteIp: string,
): Promise<string | null> {
  const periodEnd = subscription.next_billing_date
  if (!ctx.gateway.billsRenewals || !periodEnd) return subscription.gateway_subscription_ref
  return scheduleProviderBilling(ctx, user, subscription, {
    planName: subscription.plan_name,
    amountCents: subscription.price_cents,
    cycleDays: subscription.billing_cycle_days,
    nextDueDate: periodEnd,
    externalRef: `${subscription.id}:${periodEnd.toISOString()}:${subscription.plan_id}:${scheduledPaymentId}`,
    remoteIp,
  })
}

/**
 * DELETE /subscription/{id}/change ('Manter plano atual'): the downgrade waiting for the next
 * billing date is undone and the subscription stays on its current plan and price. Under the
 * account's money lock, like every change of the subscription (a change, a cancellation, a
 * deletion on any process waits for it), and the scheduled row goes by a conditional delete, so
 * of several requests (or processes) exactly one undoes it and audits it; the others find nothing
 * waiting and answer the same subscription (`canceled: false`). Nothing is charged.
 */
export function cancelScheduledChange(
  ctx: ApiContext,
  user: UserRow,
  input: { id: string; ip: string },
): Promise<{ subscription: SubscriptionView; canceled: boolean }> {
  return withAccountLock(ctx, user.id, async (locked, account) => {
    const subscription = await findUserSubscription(locked.db, account.id, input.id)
    if (!subscription) throw new HTTPException(404, { message: API_MESSAGES.subscriptionNotFound })
    const scheduled = await locked.db
      .selectFrom('payments')
      .select(['id', 'plan_id', 'billing_date'])
      .where('subscription_id', '=', subscription.id)
      .where('status', '=', 'scheduled')
      .executeTakeFirst()
    if (!scheduled) {
      return { subscription: await viewSubscription(locked.db, subscription.id), canceled: false }
    }
    let ref: string | null
    try {
      ref = await restoreProviderBilling(locked, account, subscription, scheduled.id, input.ip)
    } catch (error) {
      if (error instanceof HTTPException && error.status === 502) {
        throw new HTTPException(502, { message: API_MESSAGES.planChangeUnconfirmed })
      }
      throw error
    }
    const now = locked.clock.now()
    const canceled = await locked.db.transaction().execute(async (trx) => {
      // The due-downgrade job takes its row without the lock: whoever moves it first wins.
      const dropped = await trx
        .deleteFrom('payments')
        .where('id', '=', scheduled.id)
        .where('status', '=', 'scheduled')
        .returning('id')
        .executeTakeFirst()
      if (!dropped) {
        // Too late to undo: the billing scheduled just now for the old price is not wanted.
        if (ref && ref !== subscription.gateway_subscription_ref) {
          const cleanup = { kind: 'subscription' as const, ref, gateway: subscription.gateway }
          await queueCleanup(
            trx,
            { ...cleanup, subscriptionId: subscription.id, reason: 'troca desfeita' },
            now,
          )
        }
        return false
      }
      await retireProviderSubscription(trx, subscription, ref, now, 'troca desfeita')
      await trx
        .updateTable('subscriptions')
        .set({ gateway_subscription_ref: ref, updated_at: now })
        .where('id', '=', subscription.id)
        .execute()
      await audit(trx, {
        kind: 'subscription.plan_change_canceled',
        at: now,
        userId: account.id,
        ip: input.ip,
        detail: {
          subscriptionId: subscription.id,
          kept: subscription.plan_id,
          dropped: scheduled.plan_id,
          effectiveAt: scheduled.billing_date.toISOString(),
        },
      })
      return true
    })
    return { subscription: await viewSubscription(locked.db, subscription.id), canceled }
  })
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
      // A plan with fewer seats keeps the computers seen most recently (and says which went).
      await fitDevicesToPlan(ctx, trx, payment.subscription_id, now)
      if (ctx.gateway.billsRenewals) {
        await trx.deleteFrom('payments').where('id', '=', payment.id).execute()
      }
    })
  }
  return due.length
}
