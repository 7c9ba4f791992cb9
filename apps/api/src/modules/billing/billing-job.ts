import type { ApiContext } from '../../context.ts'
import { renewalFailedEmail } from '../../mail/templates.ts'
import { GatewayUnavailableError } from '../../payments/gateway.ts'
import { gatewayCustomerRef } from '../../payments/gateway-customers.ts'
import { deliverReceipts } from '../recurrences/receipts.ts'
import { withMoneyLockOrLater } from '../subscriptions/money-lock.ts'
import { applyDueDowngrades } from '../subscriptions/plan-change.ts'
import { settlePayment } from '../subscriptions/settle-payment.ts'
import { dueRenewal } from './due-renewal.ts'

/**
 * How long a process holds a renewal it is charging: longer than a gateway call may take, so
 * another process (or a later run) retries it only once the holder has surely died.
 */
export const RENEWAL_CLAIM_MS = 5 * 60_000

/** Takes the renewal for this process; false when another holds it or it is settled. */
async function claim(ctx: ApiContext, paymentId: string, now: Date): Promise<boolean> {
  const claimed = await ctx.db
    .updateTable('payments')
    .set({ claimed_until: new Date(now.getTime() + RENEWAL_CLAIM_MS) })
    .where('id', '=', paymentId)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .returning('id')
    .executeTakeFirst()
  return claimed !== undefined
}

/** Lets the next run try again (the gateway did not answer, or the charge is still pending). */
const release = (ctx: ApiContext, paymentId: string) =>
  ctx.db.updateTable('payments').set({ claimed_until: null }).where('id', '=', paymentId).execute()

export interface BillingRun {
  charged: number
  failed: number
  /** Left for the next run: the gateway did not answer. */
  deferred: number
}

/**
 * Charges every active subscription whose nextBillingDate has come, for gateways that leave
 * renewals to us (the sandbox). Each renewal's idempotency key names the subscription and the
 * date billed, so two processes, or a run after a crash, never charge one period twice.
 */
export async function runBilling(ctx: ApiContext): Promise<BillingRun> {
  const run: BillingRun = { charged: 0, failed: 0, deferred: 0 }
  // First, downgrades whose date has come: their renewal is charged at the new price below.
  await applyDueDowngrades(ctx)
  if (ctx.gateway.billsRenewals) return run
  const now = ctx.clock.now()
  const due = await ctx.db
    .selectFrom('subscriptions')
    .select(['id', 'user_id'])
    .where('subscriptions.status', '=', 'active')
    // Pix subscriptions are renewed by a code e-mailed before the date (pix-renewals.ts).
    .where('subscriptions.payment_method', '=', 'credit_card')
    .where('subscriptions.gateway', '=', ctx.gateway.name)
    .where('subscriptions.next_billing_date', '<=', now)
    .orderBy('subscriptions.next_billing_date')
    .execute()
  for (const { id, user_id } of due) {
    // A checkout, a change or a deletion of this account under way: the next run retries.
    const done = await withMoneyLockOrLater(ctx, user_id, (locked) => renew(locked, id, run))
    if (!done) run.deferred++
  }
  return run
}

/**
 * Charges one subscription's renewal, under its account's money lock: the subscription is read
 * again there, so one cancelled, changed or erased a moment ago (on another process) is not
 * charged. Its idempotency key names the subscription and the date billed, and the row is
 * claimed before the gateway is called.
 */
async function renew(ctx: ApiContext, subscriptionId: string, run: BillingRun): Promise<void> {
  const now = ctx.clock.now()
  const due = await dueRenewal(ctx, subscriptionId, { method: 'credit_card', until: now })
  if (!due) return
  const { subscription, key } = due
  const payment = await ctx.db
    .selectFrom('payments')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirstOrThrow()
  // One process charges it: the row is claimed before the gateway is called.
  if (payment.status !== 'pending' || !(await claim(ctx, payment.id, now))) return

  const user = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', subscription.user_id)
    .executeTakeFirstOrThrow()
  try {
    const result = subscription.card_token
      ? await ctx.gateway.chargeRenewal({
          idempotencyKey: key,
          customerRef: await gatewayCustomerRef(ctx, user),
          subscriptionRef: subscription.gateway_subscription_ref,
          cardToken: subscription.card_token,
          amountCents: subscription.price_cents,
          description: `Atendimento Inteligente - plano ${subscription.plan_name}`,
        })
      : ({ outcome: 'refused', reason: 'Nenhum cartão salvo.', paymentRef: null } as const)
    const at = ctx.clock.now()
    if (result.outcome === 'refused') {
      await ctx.db.transaction().execute((trx) =>
        settlePayment(trx, payment.id, 'failed', at, {
          gatewayPaymentRef: result.paymentRef,
          failureReason: result.reason,
        }),
      )
      await ctx.mailer.send(renewalFailedEmail(user.email, user.name, subscription.plan_name))
      run.failed++
    } else if (result.outcome === 'approved') {
      await ctx.db
        .transaction()
        .execute((trx) =>
          settlePayment(trx, payment.id, 'paid', at, { gatewayPaymentRef: result.paymentRef }),
        )
      deliverReceipts(ctx)
      run.charged++
    } else {
      await release(ctx, payment.id)
      run.deferred++
    }
  } catch (error) {
    await release(ctx, payment.id)
    if (!(error instanceof GatewayUnavailableError)) throw error
    ctx.log({
      level: 'warn',
      msg: 'renovação adiada: gateway sem resposta',
      subscriptionId: subscription.id,
    })
    run.deferred++
  }
}
