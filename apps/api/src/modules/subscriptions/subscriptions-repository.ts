import type { Selectable } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { SubscriptionsTable } from '../../db/schema.ts'

export type SubscriptionRow = Selectable<SubscriptionsTable>
type SubscriptionWithPlan = SubscriptionRow & { plan_name: string }

/** The subscription as the API shows it: the plan populated with its name and the price paid. */
export function toSubscriptionView(row: SubscriptionWithPlan) {
  return {
    _id: row.id,
    planId: { _id: row.plan_id, name: row.plan_name, price: row.price_cents },
    status: row.status,
    nextBillingDate: row.next_billing_date?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    canceledAt: row.canceled_at?.toISOString() ?? null,
  }
}
export type SubscriptionView = ReturnType<typeof toSubscriptionView>

const withPlan = (db: Db) =>
  db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .selectAll('subscriptions')
    .select('plans.name as plan_name')

export async function listUserSubscriptions(db: Db, userId: string): Promise<SubscriptionView[]> {
  const rows = await withPlan(db)
    .where('subscriptions.user_id', '=', userId)
    .orderBy('subscriptions.created_at', 'desc')
    .orderBy('subscriptions.id')
    .execute()
  return rows.map(toSubscriptionView)
}

/** A subscription of this user; another user's id reads exactly like an unknown one. */
export async function findUserSubscription(
  db: Db,
  userId: string,
  id: string,
): Promise<SubscriptionWithPlan | undefined> {
  return withPlan(db)
    .where('subscriptions.id', '=', id)
    .where('subscriptions.user_id', '=', userId)
    .executeTakeFirst()
}

export async function viewSubscription(db: Db, id: string): Promise<SubscriptionView> {
  const row = await withPlan(db).where('subscriptions.id', '=', id).executeTakeFirstOrThrow()
  return toSubscriptionView(row)
}

/** The user's active, pending or trialing subscription (at most one, by a unique index). */
export function findOpenSubscription(db: Db, userId: string) {
  return withPlan(db)
    .where('subscriptions.user_id', '=', userId)
    .where('subscriptions.status', 'in', ['active', 'pending', 'trialing'])
    .executeTakeFirst()
}
