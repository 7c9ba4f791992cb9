import type { ApiContext } from '../../context.ts'
import type { Db } from '../../db/database.ts'
import { audit } from '../../ops/audit.ts'
import { withMoneyLock } from './money-lock.ts'
import { dropOpenCharges, retireProviderSubscription } from './provider-billing.ts'

/** Why subscriptions close; the audit trail keeps it. */
export type ClosingReason =
  /** The customer's 'Cancelar assinatura'. */
  | 'customer'
  /** An operator's cancel on the customer's behalf (audited as an operator action too). */
  | 'operator'
  /** 'Excluir conta permanentemente': every open subscription of the account. */
  | 'account-deleted'
  /** A checkout of another plan gives up a pending subscription whose charge failed. */
  | 'replaced'

/**
 * The one way subscriptions end, whoever ends them (see ClosingReason). Under the account's
 * money lock, so no charge of the account runs meanwhile, in one transaction: each ends
 * (canceled, `canceledAt` now; access lasts until `nextBillingDate`), the provider's recurring
 * billing of each is queued for removal (carried out right after the commit and retried until
 * the provider confirms, gateway-cleanups.ts; a charge that slips through is given back), its
 * charges still waiting are withdrawn, here and at the provider (a card attempt without an
 * answer, a Pix not paid), a downgrade scheduled for the next billing date is dropped, and the
 * end is audited. `within` runs in that same transaction
 * (the deletion's anonymisation, a checkout's new subscription), with none to close or several.
 *
 * `ids` name the subscriptions; those found already closed under the lock are left alone. Returns
 * how many it closed.
 */
export function closeSubscriptions(
  ctx: ApiContext,
  userId: string,
  ids: readonly string[] | 'all-open',
  options: {
    reason: ClosingReason
    ip?: string | undefined
    /** Runs in the closing transaction, told how many subscriptions it closed. */
    within?: (trx: Db, now: Date, closed: number) => Promise<void>
  },
): Promise<number> {
  return withMoneyLock(ctx, userId, async (locked) => {
    const open =
      ids.length === 0
        ? []
        : await locked.db
            .selectFrom('subscriptions')
            .select(['id', 'status', 'gateway', 'gateway_subscription_ref'])
            .where('user_id', '=', userId)
            .where('status', '!=', 'canceled')
            .$if(ids !== 'all-open', (query) => query.where('id', 'in', [...ids]))
            .execute()
    const now = locked.clock.now()
    await locked.db.transaction().execute(async (trx) => {
      for (const subscription of open) {
        // A downgrade waiting for the next billing date ends with the subscription (the cancel
        // dialog says so), and the trail keeps which.
        const scheduled = await trx
          .selectFrom('payments')
          .select('plan_id')
          .where('subscription_id', '=', subscription.id)
          .where('status', '=', 'scheduled')
          .executeTakeFirst()
        await retireProviderSubscription(trx, subscription, null, now, options.reason)
        await endSubscription(trx, subscription.id, now)
        await audit(trx, {
          kind: 'subscription.closed',
          at: now,
          userId,
          ip: options.ip,
          detail: {
            subscriptionId: subscription.id,
            was: subscription.status,
            reason: options.reason,
            ...(scheduled ? { droppedChange: scheduled.plan_id } : {}),
          },
        })
      }
      await options.within?.(trx, now, open.length)
    })
    return open.length
  })
}

/** One subscription's rows at its end: the subscription, its waiting charges, its downgrade. */
async function endSubscription(trx: Db, id: string, now: Date): Promise<void> {
  await trx
    .updateTable('subscriptions')
    .set({ status: 'canceled', canceled_at: now, updated_at: now })
    .where('id', '=', id)
    .execute()
  await dropOpenCharges(trx, { subscriptionId: id }, now)
}
