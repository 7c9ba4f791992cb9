import { sortedEntitlements } from '@atendimento/domain/devices/entitlements'
import { LIST_LIMITS } from '@atendimento/domain/schemas/fields'
import type { Plan, PlanUpsert } from '@atendimento/domain/schemas/plan'
import type { Selectable } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { PlansTable } from '../../db/schema.ts'

export function toPlan(row: Selectable<PlansTable>): Plan {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: row.price_cents,
    billingCycleDays: row.billing_cycle_days,
    features: row.features,
    active: row.active,
    maxDevices: row.max_devices,
    // In the table's order, whatever order they were saved in.
    entitlements: sortedEntitlements(row.entitlements),
  }
}

export function listPlans(db: Db, { activeOnly }: { activeOnly: boolean }): Promise<Plan[]> {
  // The operators' order first (all 0 until they set one), then cheapest first.
  let query = db
    .selectFrom('plans')
    .selectAll()
    .orderBy('position')
    .orderBy('price_cents')
    .orderBy('name')
    .limit(LIST_LIMITS.plans)
  if (activeOnly) query = query.where('active', '=', true)
  return query.execute().then((rows) => rows.map(toPlan))
}

export async function findPlan(db: Db, id: string): Promise<Plan | undefined> {
  const row = await db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst()
  return row && toPlan(row)
}

/** Creates or replaces a plan; seats and entitlements left out keep what the plan has. */
export async function upsertPlan(db: Db, plan: PlanUpsert & { _id: string }): Promise<Plan> {
  const values = {
    id: plan._id,
    name: plan.name,
    description: plan.description,
    price_cents: plan.price,
    billing_cycle_days: plan.billingCycleDays,
    features: JSON.stringify(plan.features),
    active: plan.active,
  }
  const seats = {
    ...(plan.maxDevices !== undefined && { max_devices: plan.maxDevices }),
    ...(plan.entitlements && { entitlements: JSON.stringify(plan.entitlements) }),
  }
  const row = await db
    .insertInto('plans')
    .values({ max_devices: 1, entitlements: '[]', ...values, ...seats })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...values, ...seats }))
    .returningAll()
    .executeTakeFirstOrThrow()
  return toPlan(row)
}

export async function deactivatePlan(db: Db, id: string): Promise<Plan | undefined> {
  const row = await db
    .updateTable('plans')
    .set({ active: false })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
  return row && toPlan(row)
}

export async function countPlans(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('plans')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(count)
}
