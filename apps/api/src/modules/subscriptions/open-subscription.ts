import { API_MESSAGES, awaitingConfirmation } from '@atendimento/domain/contract/messages'
import type { Plan } from '@atendimento/domain/schemas/plan'
import { canContinuePayment } from '@atendimento/domain/subscription'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import type { Db } from '../../db/database.ts'
import { uniqueViolation } from '../../db/errors.ts'
import { gatewayCustomerRef } from '../../payments/gateway-customers.ts'
import type { UserRow } from '../auth/sessions.ts'
import { findPlan } from '../plans/plans-repository.ts'
import { closeSubscriptions } from './close-subscription.ts'
import { callGateway } from './gateway-call.ts'
import { withAccountLock } from './money-lock.ts'
import { insertPendingSubscription } from './payment-attempts.ts'
import { findOpenSubscription, type SubscriptionRow } from './subscriptions-repository.ts'

/** What an opening has ready when its payment starts. */
export interface Opened<TAttempt> {
  plan: Plan
  /** The customer under the lock, read again (the session's copy may be stale). */
  account: UserRow
  customerRef: string
  subscription: SubscriptionRow
  attempt: TAttempt
  /** False when the pending subscription of this plan was resumed ("Continuar Pagamento"). */
  isNew: boolean
}

/** A plan priced 0 is shown but cannot be bought: no card charge and no Pix code of R$ 0. */
export function refuseUnpriced(priceCents: number): void {
  if (priceCents <= 0) throw new HTTPException(409, { message: API_MESSAGES.planNotPurchasable })
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
 * Opening a subscription, the steps checkout by card and by Pix share: under the account's money
 * lock (so a second checkout, a Pix status check or the account's deletion waits for this one),
 * a new pending subscription and its first attempt, or the open one of this plan resumed; then
 * `pay` runs, still under the lock. The open subscription of another plan: an active one must be
 * cancelled first; a pending one whose charge failed is closed for the new plan (a refused
 * renewal must not trap the customer); one with a charge still unanswered is finished first with
 * "Continuar Pagamento". Reactivation shares the lock and the attempt (lifecycle.ts).
 */
export function openSubscription<TAttempt, TResult>(
  ctx: ApiContext,
  user: UserRow,
  planId: string,
  openAttempt: (trx: Db, subscription: SubscriptionRow, now: Date) => Promise<TAttempt>,
  pay: (locked: ApiContext, opened: Opened<TAttempt>) => Promise<TResult>,
): Promise<TResult> {
  return withAccountLock(ctx, user.id, async (locked, account) => {
    const opened = await prepare(locked, account, planId, openAttempt)
    return pay(locked, opened)
  })
}

async function prepare<TAttempt>(
  ctx: ApiContext,
  account: UserRow,
  planId: string,
  openAttempt: (trx: Db, subscription: SubscriptionRow, now: Date) => Promise<TAttempt>,
): Promise<Opened<TAttempt>> {
  const plan = await findPlan(ctx.db, planId)
  const open = await findOpenSubscription(ctx.db, account.id)
  const resumed = open?.plan_id === planId ? open : undefined
  const replaced = open && !resumed ? open : undefined
  // A withdrawn plan takes no new subscribers, but a pending one may still be paid for.
  if (!plan || (!plan.active && !resumed)) {
    throw new HTTPException(404, { message: API_MESSAGES.planNotFound })
  }
  if (resumed && !canContinuePayment(resumed.status)) {
    throw new HTTPException(409, { message: API_MESSAGES.alreadySubscribed })
  }
  refuseUnpriced(resumed?.price_cents ?? plan.price)
  if (replaced?.status === 'active')
    throw new HTTPException(409, { message: API_MESSAGES.otherPlanActive })
  if (replaced && (await hasUnansweredCharge(ctx.db, replaced.id))) {
    throw new HTTPException(409, { message: awaitingConfirmation(replaced.plan_name) })
  }
  // Before anything is written: an unreachable gateway here leaves nothing behind.
  const customerRef = await callGateway(ctx, () => gatewayCustomerRef(ctx, account))
  let opened: { subscription: SubscriptionRow; attempt: TAttempt } | undefined
  try {
    await closeSubscriptions(ctx, account.id, replaced ? [replaced.id] : [], {
      reason: 'replaced',
      within: async (trx, now) => {
        const subscription =
          resumed ??
          (await insertPendingSubscription(trx, {
            userId: account.id,
            plan,
            gateway: ctx.gateway.name,
            now,
          }))
        opened = { subscription, attempt: await openAttempt(trx, subscription, now) }
      },
    })
  } catch (error) {
    if (uniqueViolation(error))
      throw new HTTPException(409, { message: API_MESSAGES.checkoutInProgress })
    throw error
  }
  if (!opened) throw new Error('abertura sem assinatura')
  return { plan, account, customerRef, ...opened, isNew: !resumed }
}
