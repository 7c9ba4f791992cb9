import type { ApiContext } from '../../context.ts'
import { newPayment } from '../subscriptions/payment-attempts.ts'

/**
 * A renewal to bill now, read again under its account's money lock (card renewals, Pix
 * renewals): the subscription still active, paid by `method`, with its date at or before
 * `until`, on an account not erased; with its payment row written (once: the key names the
 * subscription and the date billed). Undefined when there is nothing to bill any more (cancelled,
 * changed or erased since the job's list was read, maybe on another process).
 */
export async function dueRenewal(
  ctx: ApiContext,
  subscriptionId: string,
  { method, until }: { method: 'credit_card' | 'pix'; until: Date },
) {
  const now = ctx.clock.now()
  const subscription = await ctx.db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .innerJoin('users', 'users.id', 'subscriptions.user_id')
    .selectAll('subscriptions')
    .select(['plans.name as plan_name', 'users.email as user_email', 'users.name as user_name'])
    .where('subscriptions.id', '=', subscriptionId)
    .where('subscriptions.status', '=', 'active')
    .where('subscriptions.payment_method', '=', method)
    .where('subscriptions.next_billing_date', '<=', until)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst()
  if (!subscription) return undefined
  const billingDate = subscription.next_billing_date ?? now
  const key = `renewal:${subscription.id}:${billingDate.toISOString()}`
  await ctx.db
    .insertInto('payments')
    .values(newPayment(subscription, { method, billingDate, idempotencyKey: key, now }))
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute()
  return { subscription, billingDate, key }
}
