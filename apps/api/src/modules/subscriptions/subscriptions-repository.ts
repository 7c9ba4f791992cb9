import { LIST_LIMITS } from '@atendimento/domain/schemas/fields'
import type { Selectable } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { SubscriptionsTable } from '../../db/schema.ts'

export type SubscriptionRow = Selectable<SubscriptionsTable>
export type SubscriptionWithPlan = SubscriptionRow & {
  plan_name: string
  scheduled_plan_id: string | null
  scheduled_plan_name: string | null
  scheduled_price_cents: number | null
  scheduled_at: Date | null
}

/** The subscription as the API shows it: the plan populated with its name and the price paid. */
export function toSubscriptionView(row: SubscriptionWithPlan) {
  return {
    _id: row.id,
    planId: { _id: row.plan_id, name: row.plan_name, price: row.price_cents },
    status: row.status,
    nextBillingDate: row.next_billing_date?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    canceledAt: row.canceled_at?.toISOString() ?? null,
    paymentMethod: row.payment_method,
    card:
      row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
    scheduledPlan:
      row.scheduled_plan_id && row.scheduled_at
        ? {
            _id: row.scheduled_plan_id,
            name: row.scheduled_plan_name ?? '',
            price: row.scheduled_price_cents ?? 0,
            effectiveAt: row.scheduled_at.toISOString(),
          }
        : null,
  }
}
export type SubscriptionView = ReturnType<typeof toSubscriptionView>

// With the downgrade waiting for the next billing date, if any (at most one, by an index).
export const withPlan = (db: Db) =>
  db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .leftJoin('payments as scheduled', (join) =>
      join
        .onRef('scheduled.subscription_id', '=', 'subscriptions.id')
        .on('scheduled.status', '=', 'scheduled'),
    )
    .leftJoin('plans as scheduled_plan', 'scheduled_plan.id', 'scheduled.plan_id')
    .selectAll('subscriptions')
    .select([
      'plans.name as plan_name',
      'scheduled.plan_id as scheduled_plan_id',
      'scheduled_plan.name as scheduled_plan_name',
      'scheduled.amount_cents as scheduled_price_cents',
      'scheduled.billing_date as scheduled_at',
    ])

export async function listUserSubscriptions(db: Db, userId: string): Promise<SubscriptionView[]> {
  const rows = await withPlan(db)
    .where('subscriptions.user_id', '=', userId)
    .orderBy('subscriptions.created_at', 'desc')
    .orderBy('subscriptions.id')
    .limit(LIST_LIMITS.subscriptions)
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
