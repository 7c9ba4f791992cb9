import { PIX_RENEWAL_GRACE_DAYS, PIX_RENEWAL_LEAD_DAYS } from '@atendimento/domain/pix/pix-rules'
import type { ApiContext } from '../../context.ts'
import { pixRenewalEmail } from '../../mail/templates.ts'
import { GatewayUnavailableError } from '../../payments/gateway.ts'
import { gatewayCustomerRef } from '../../payments/gateway-customers.ts'
import { withMoneyLockOrLater } from '../subscriptions/money-lock.ts'
import { PIX_EXPIRED_REASON } from '../subscriptions/pix-checkout.ts'
import { settlePayment } from '../subscriptions/settle-payment.ts'
import { RENEWAL_CLAIM_MS } from './billing-job.ts'
import { dueRenewal } from './due-renewal.ts'

const DAY = 24 * 60 * 60 * 1000

export interface PixRenewalRun {
  /** Renewal codes issued and e-mailed. */
  issued: number
  /** Renewal codes left unpaid past their validity: the subscription waits for payment. */
  overdue: number
  /** Left for the next run: the gateway did not answer. */
  deferred: number
}

/**
 * Pix renewals, for every gateway (a Pix is a one-off charge, never renewed by the provider):
 * a few days before `nextBillingDate` each active Pix subscription gets the next period's code by
 * e-mail; a code still unpaid a day after the date fails and the subscription waits for
 * payment ('Aguardando pagamento', with 'Continuar Pagamento' in the dashboard). The payment's
 * idempotency key names the subscription and the date billed, and the row is claimed before the
 * gateway is called, so two processes issue and e-mail one code per period.
 */
export async function runPixRenewals(ctx: ApiContext): Promise<PixRenewalRun> {
  const run: PixRenewalRun = { issued: 0, overdue: 0, deferred: 0 }
  const now = ctx.clock.now()
  run.overdue = await expireOverdue(ctx, now)

  const due = await ctx.db
    .selectFrom('subscriptions')
    .select(['id', 'user_id'])
    .where('subscriptions.status', '=', 'active')
    .where('subscriptions.payment_method', '=', 'pix')
    .where('subscriptions.gateway', '=', ctx.gateway.name)
    .where('subscriptions.next_billing_date', '<=', leadDate(now))
    .orderBy('subscriptions.next_billing_date')
    .execute()
  for (const { id, user_id } of due) {
    // A checkout, a change or a deletion of this account under way: the next run retries.
    const done = await withMoneyLockOrLater(ctx, user_id, (locked) => issueRenewal(locked, id, run))
    if (!done) run.deferred++
  }
  return run
}

/** How far ahead of its date a Pix renewal's code is issued. */
const leadDate = (now: Date) => new Date(now.getTime() + PIX_RENEWAL_LEAD_DAYS * DAY)

/**
 * Issues and e-mails one subscription's next Pix code, under its account's money lock: the
 * subscription is read again there, so one cancelled or erased a moment ago gets no code.
 */
async function issueRenewal(ctx: ApiContext, subscriptionId: string, run: PixRenewalRun) {
  const now = ctx.clock.now()
  const due = await dueRenewal(ctx, subscriptionId, { method: 'pix', until: leadDate(now) })
  if (!due) return
  const { subscription, billingDate, key } = due
  // One process issues it: the row is claimed (pending, code not yet kept) before the call.
  const claimed = await ctx.db
    .updateTable('payments')
    .set({ claimed_until: new Date(now.getTime() + RENEWAL_CLAIM_MS) })
    .where('idempotency_key', '=', key)
    .where('status', '=', 'pending')
    .where('pix_code', 'is', null)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .returningAll()
    .executeTakeFirst()
  if (!claimed) return
  try {
    const user = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', subscription.user_id)
      .executeTakeFirstOrThrow()
    const expiresAt = new Date(billingDate.getTime() + PIX_RENEWAL_GRACE_DAYS * DAY)
    const charge = await ctx.gateway.createPix({
      idempotencyKey: key,
      customerRef: await gatewayCustomerRef(ctx, user),
      description: `Atendimento Inteligente - plano ${subscription.plan_name}`,
      amountCents: subscription.price_cents,
      expiresAt,
    })
    await ctx.db
      .updateTable('payments')
      .set({
        gateway_payment_ref: charge.paymentRef,
        pix_code: charge.code,
        pix_expires_at: charge.expiresAt,
        claimed_until: null,
        updated_at: ctx.clock.now(),
      })
      .where('id', '=', claimed.id)
      .execute()
    await ctx.mailer.send(
      pixRenewalEmail(subscription.user_email, subscription.user_name, {
        planName: subscription.plan_name,
        amountCents: subscription.price_cents,
        code: charge.code,
        dueDate: billingDate,
        expiresAt: charge.expiresAt,
      }),
    )
    run.issued++
  } catch (error) {
    await ctx.db
      .updateTable('payments')
      .set({ claimed_until: null })
      .where('id', '=', claimed.id)
      .execute()
    if (!(error instanceof GatewayUnavailableError)) throw error
    ctx.log({ level: 'warn', msg: 'Pix de renovação adiado: gateway sem resposta' })
    run.deferred++
  }
}

/**
 * Pending Pix codes past their validity fail; for a renewal, its active subscription becomes
 * pending. Each row is settled by the one transaction that still finds it pending.
 */
async function expireOverdue(ctx: ApiContext, now: Date): Promise<number> {
  const overdue = await ctx.db
    .selectFrom('payments')
    .select('id')
    .where('method', '=', 'pix')
    .where('status', '=', 'pending')
    .where('pix_expires_at', '<', now)
    .execute()
  let count = 0
  for (const { id } of overdue) {
    const settled = await ctx.db.transaction().execute(async (trx) => {
      const still = await trx
        .updateTable('payments')
        .set({ updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returning('id')
        .executeTakeFirst()
      if (!still) return false
      await settlePayment(trx, id, 'failed', now, { failureReason: PIX_EXPIRED_REASON })
      return true
    })
    if (settled) count++
  }
  return count
}
