import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import { auditOperatorAction } from '../../ops/audit.ts'
import type { UserRow } from '../auth/sessions.ts'
import { callGateway } from '../subscriptions/gateway-call.ts'
import { cancelSubscription, reactivateSubscription } from '../subscriptions/lifecycle.ts'
import { withMoneyLock } from '../subscriptions/money-lock.ts'

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

async function subscriptionState(ctx: Pick<ApiContext, 'db'>, id: string) {
  const row = await ctx.db
    .selectFrom('subscriptions')
    .select(['status', 'canceled_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return { status: row.status, canceledAt: row.canceled_at?.toISOString() ?? null }
}

/**
 * A customer's own action on a subscription, done by an operator: under the customer's money
 * lock, so the values the audit keeps before and after are the ones the action changed.
 */
async function onBehalf(
  ctx: ApiContext,
  operator: Operator,
  id: string,
  action: 'subscription.canceled_by_operator' | 'subscription.reactivated_by_operator',
  act: (
    locked: ApiContext,
    owner: UserRow,
  ) => Promise<{ status: string; canceledAt: string | null }>,
) {
  const owner = await subscriptionOwner(ctx, id)
  return withMoneyLock(ctx, owner.id, async (locked) => {
    const before = await subscriptionState(locked, id)
    const after = await act(locked, owner)
    await auditOperatorAction(locked.db, {
      action,
      at: locked.clock.now(),
      operatorId: operator.user.id,
      customerId: owner.id,
      ip: operator.ip,
      target: id,
      before,
      after: statusOf(after),
    })
    return owner.id
  })
}

/** The customer's own cancellation (the closing function), done by an operator. */
export const cancelOnBehalf = (ctx: ApiContext, operator: Operator, id: string) =>
  onBehalf(ctx, operator, id, 'subscription.canceled_by_operator', (locked, owner) =>
    cancelSubscription(locked, owner, id, { reason: 'operator', ip: operator.ip }),
  )

/** The customer's own reactivation (a charge of the saved card past the paid period). */
export const reactivateOnBehalf = (ctx: ApiContext, operator: Operator, id: string) =>
  onBehalf(ctx, operator, id, 'subscription.reactivated_by_operator', (locked, owner) =>
    reactivateSubscription(locked, owner, id, operator.ip),
  )

/**
 * Gives a paid payment back through the gateway that took it, then marks it refunded. Under the
 * customer's money lock: of two operators (or two processes) refunding at once, the second waits,
 * reads the payment refunded and is told so; the gateway is asked once.
 */
export async function refundPayment(ctx: ApiContext, operator: Operator, id: string) {
  const found = await ctx.db
    .selectFrom('payments')
    .select('user_id')
    .where('id', '=', id)
    .executeTakeFirst()
  if (!found) throw new HTTPException(404, { message: API_MESSAGES.paymentNotFound })
  return withMoneyLock(ctx, found.user_id, async (locked) => {
    const payment = await locked.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    if (payment.status === 'refunded') {
      throw new HTTPException(409, { message: API_MESSAGES.alreadyRefunded })
    }
    if (payment.status !== 'paid') {
      throw new HTTPException(409, { message: API_MESSAGES.onlyPaidRefundable })
    }
    const ref = payment.gateway_payment_ref
    // A payment taken by another gateway than the one configured now cannot be refunded here.
    if (!ref || payment.gateway !== locked.gateway.name) {
      throw new HTTPException(502, { message: API_MESSAGES.refundFailed })
    }
    try {
      await callGateway(locked, () => locked.gateway.refund(ref))
    } catch (error) {
      locked.log({ level: 'warn', msg: 'reembolso recusado', paymentId: id, err: String(error) })
      throw new HTTPException(502, { message: API_MESSAGES.refundFailed })
    }
    const at = locked.clock.now()
    await locked.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('payments')
        .set({ status: 'refunded', updated_at: at })
        .where('id', '=', id)
        .execute()
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
  })
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
