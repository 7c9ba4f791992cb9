import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import { auditOperatorAction } from '../../ops/audit.ts'
import type { UserRow } from '../auth/sessions.ts'
import { callGateway } from '../subscriptions/checkout.ts'
import { cancelSubscription, reactivateSubscription } from '../subscriptions/lifecycle.ts'

/** Who acts, from where: the audit trail's "who". */
export interface Operator {
  user: UserRow
  ip: string
}

async function ownerOf(ctx: ApiContext, table: 'subscriptions' | 'payments', id: string) {
  const row = await ctx.db
    .selectFrom(table)
    .select(['user_id'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) return undefined
  return ctx.db.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirst()
}

async function subscriptionOwner(ctx: ApiContext, id: string) {
  const owner = await ownerOf(ctx, 'subscriptions', id)
  if (!owner) throw new HTTPException(404, { message: API_MESSAGES.subscriptionNotFound })
  return owner
}

const statusOf = (view: { status: string; canceledAt: string | null }) => ({
  status: view.status,
  canceledAt: view.canceledAt,
})

async function subscriptionState(ctx: ApiContext, id: string) {
  const row = await ctx.db
    .selectFrom('subscriptions')
    .select(['status', 'canceled_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return { status: row.status, canceledAt: row.canceled_at?.toISOString() ?? null }
}

/** The customer's own cancellation (the gateway first, then the rows), done by an operator. */
export async function cancelOnBehalf(ctx: ApiContext, operator: Operator, id: string) {
  const owner = await subscriptionOwner(ctx, id)
  const before = await subscriptionState(ctx, id)
  const after = await cancelSubscription(ctx, owner, id)
  await auditOperatorAction(ctx.db, {
    action: 'subscription.canceled_by_operator',
    at: ctx.clock.now(),
    operatorId: operator.user.id,
    customerId: owner.id,
    ip: operator.ip,
    target: id,
    before,
    after: statusOf(after),
  })
  return owner.id
}

/** The customer's own reactivation (a charge of the saved card past the paid period). */
export async function reactivateOnBehalf(ctx: ApiContext, operator: Operator, id: string) {
  const owner = await subscriptionOwner(ctx, id)
  const before = await subscriptionState(ctx, id)
  const after = await reactivateSubscription(ctx, owner, id, operator.ip)
  await auditOperatorAction(ctx.db, {
    action: 'subscription.reactivated_by_operator',
    at: ctx.clock.now(),
    operatorId: operator.user.id,
    customerId: owner.id,
    ip: operator.ip,
    target: id,
    before,
    after: statusOf(after),
  })
  return owner.id
}

/**
 * Gives a paid payment back through the gateway that took it, then marks it refunded. The row
 * changes only from 'paid', in one statement: two operators (or two processes) refunding at
 * once both reach the gateway, which refunds once, and only one of them records it.
 */
export async function refundPayment(ctx: ApiContext, operator: Operator, id: string) {
  const payment = await ctx.db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
  if (!payment) throw new HTTPException(404, { message: API_MESSAGES.paymentNotFound })
  if (payment.status !== 'paid') {
    throw new HTTPException(409, { message: API_MESSAGES.onlyPaidRefundable })
  }
  const ref = payment.gateway_payment_ref
  // A payment taken by another gateway than the one configured now cannot be refunded from here.
  if (!ref || payment.gateway !== ctx.gateway.name) {
    throw new HTTPException(502, { message: API_MESSAGES.refundFailed })
  }
  try {
    await callGateway(ctx, () => ctx.gateway.refund(ref))
  } catch (error) {
    ctx.log({ level: 'warn', msg: 'reembolso recusado', paymentId: id, err: String(error) })
    throw new HTTPException(502, { message: API_MESSAGES.refundFailed })
  }
  const at = ctx.clock.now()
  await ctx.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('payments')
      .set({ status: 'refunded', updated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'paid')
      .returning('id')
      .executeTakeFirst()
    if (!changed) return
    await auditOperatorAction(trx, {
      action: 'payment.refunded',
      at,
      operatorId: operator.user.id,
      customerId: payment.user_id,
      ip: operator.ip,
      target: id,
      before: { status: 'paid', amount: payment.amount_cents },
      after: { status: 'refunded', amount: payment.amount_cents },
    })
  })
  return payment.user_id
}

/** Sends a failed e-mail again (the outbox row is claimed, so it goes once). */
export async function resendEmail(ctx: ApiContext, operator: Operator, id: string) {
  const email = await ctx.db
    .selectFrom('outbox')
    .select(['id', 'recipient', 'status', 'redacted', 'attempts'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!email) throw new HTTPException(404, { message: API_MESSAGES.emailNotFound })
  if (email.redacted) throw new HTTPException(409, { message: API_MESSAGES.emailRedacted })
  if (email.status !== 'failed' || !(await ctx.mailer.resend(id))) {
    throw new HTTPException(409, { message: API_MESSAGES.onlyFailedResendable })
  }
  const customer = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.recipient)
    .executeTakeFirst()
  await auditOperatorAction(ctx.db, {
    action: 'email.resent',
    at: ctx.clock.now(),
    operatorId: operator.user.id,
    customerId: customer?.id ?? null,
    ip: operator.ip,
    target: id,
    before: { status: 'failed', attempts: email.attempts },
    after: { status: 'pending', attempts: 0 },
  })
  return customer?.id
}
