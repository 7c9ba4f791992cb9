import type { ApiContext } from '../../context.ts'
import { GatewayUnavailableError } from '../../payments/gateway.ts'
import { withMoneyLockOrLater } from '../subscriptions/money-lock.ts'
import {
  retireProviderSubscription,
  scheduleCardBilling,
  withdrawPendingCharges,
} from '../subscriptions/provider-billing.ts'

/**
 * Active subscriptions to be renewed by card with no recurring billing at the provider: the card
 * was saved while a Pix was still open, and the Pix was paid since. The provider's billing starts
 * from the next billing date, with the address the card was saved from (Asaas requires one); a
 * Pix renewal code already issued for that date is withdrawn. For a provider that bills each
 * cycle itself; answers how many started.
 */
export async function startMissingBilling(ctx: ApiContext): Promise<number> {
  if (!ctx.gateway.billsRenewals) return 0
  const missing = await ctx.db
    .selectFrom('subscriptions')
    .select(['subscriptions.id', 'subscriptions.user_id'])
    .where('subscriptions.gateway', '=', ctx.gateway.name)
    .where('subscriptions.status', '=', 'active')
    .where('subscriptions.payment_method', '=', 'credit_card')
    .where('subscriptions.gateway_subscription_ref', 'is', null)
    .where('subscriptions.card_token', 'is not', null)
    .where('subscriptions.card_remote_ip', 'is not', null)
    .execute()
  let started = 0
  for (const { id, user_id: accountId } of missing) {
    // Under the account's money lock, like every operation that starts billing (money-lock.ts):
    // a change of plan or a cancellation runs before or after, never meanwhile.
    await withMoneyLockOrLater(ctx, accountId, async (locked) => {
      if (await startOne(locked, id)) started++
    })
  }
  return started
}

/** One subscription, read again under its account's lock; true when its billing started. */
async function startOne(ctx: ApiContext, id: string): Promise<boolean> {
  const subscription = await ctx.db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .innerJoin('gateway_customers', (join) =>
      join
        .onRef('gateway_customers.user_id', '=', 'subscriptions.user_id')
        .on('gateway_customers.gateway', '=', ctx.gateway.name),
    )
    .selectAll('subscriptions')
    .select(['plans.name as plan_name', 'gateway_customers.customer_ref'])
    .where('subscriptions.id', '=', id)
    .where('subscriptions.status', '=', 'active')
    .where('subscriptions.gateway_subscription_ref', 'is', null)
    .executeTakeFirst()
  if (!subscription?.card_token || !subscription.card_remote_ip) return false
  let ref: string | null
  try {
    ref = await scheduleCardBilling(ctx, subscription, {
      customerRef: subscription.customer_ref,
      cardToken: subscription.card_token,
      remoteIp: subscription.card_remote_ip,
    })
  } catch (error) {
    // Tried again next run; a refusal stays for reconciliation ('sem cobrança recorrente').
    if (!(error instanceof GatewayUnavailableError)) {
      ctx.log({ level: 'warn', msg: 'cobrança recorrente não iniciada', subscriptionId: id })
    }
    return false
  }
  if (!ref) return false
  const now = ctx.clock.now()
  await ctx.db.transaction().execute(async (trx) => {
    await retireProviderSubscription(trx, subscription, ref, now, 'cobrança por cartão')
    await trx
      .updateTable('subscriptions')
      .set({ gateway_subscription_ref: ref, updated_at: now })
      .where('id', '=', id)
      .execute()
    await withdrawPendingCharges(trx, { subscriptionId: id }, now, 'pix')
  })
  return true
}
