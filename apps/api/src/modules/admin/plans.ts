import { planSlug } from '@atendimento/domain/admin/figures'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import type { AdminPlan, AdminPlanInput } from '@atendimento/domain/schemas/admin'
import { LIST_LIMITS } from '@atendimento/domain/schemas/fields'
import { HTTPException } from 'hono/http-exception'
import type { Selectable } from 'kysely'
import type { ApiContext } from '../../context.ts'
import type { Db } from '../../db/database.ts'
import { uniqueViolation } from '../../db/errors.ts'
import type { PlansTable } from '../../db/schema.ts'
import { auditOperatorAction } from '../../ops/audit.ts'
import { countPlans, toPlan } from '../plans/plans-repository.ts'
import type { Operator } from './actions.ts'

// Plans as operators manage them. The public list (GET /plan) is kept in memory for
// PLAN_LIST_CACHE_SECONDS, so a change here shows on the landing within that time.

type PlanRow = Selectable<PlansTable> & { subscribers: string | number | bigint | null }

function toAdminPlan(row: PlanRow): AdminPlan {
  return { ...toPlan(row), position: row.position, subscribers: Number(row.subscribers ?? 0) }
}

/** What the audit trail keeps of a plan (everything an operator can change). */
const auditedPlan = ({ subscribers: _, ...plan }: AdminPlan) => plan

const withSubscribers = (db: Db) =>
  db
    .selectFrom('plans')
    .selectAll('plans')
    .select((eb) =>
      eb
        .selectFrom('subscriptions')
        .select(eb.fn.countAll().as('n'))
        .whereRef('subscriptions.plan_id', '=', 'plans.id')
        .where('subscriptions.status', 'in', ['active', 'pending', 'trialing'])
        .as('subscribers'),
    )

export async function listAdminPlans(db: Db): Promise<AdminPlan[]> {
  const rows = await withSubscribers(db)
    .orderBy('position')
    .orderBy('price_cents')
    .orderBy('name')
    .limit(LIST_LIMITS.plans)
    .execute()
  return rows.map(toAdminPlan)
}

async function findAdminPlan(db: Db, id: string): Promise<AdminPlan | undefined> {
  const row = await withSubscribers(db).where('plans.id', '=', id).executeTakeFirst()
  return row && toAdminPlan(row)
}

/**
 * The plan's columns from the console's input. `active` and `position` left out keep what the
 * plan has (`current`, on an edit): an edit that does not mention the flag must not put a
 * deactivated plan back on sale. A new plan is on sale, first in lists.
 */
type KeptByAnEdit = Pick<AdminPlan, 'active' | 'position' | 'maxDevices' | 'entitlements'>

// What an edit leaves out keeps the plan's current value, as `active` does (issue 26).
const columns = (input: AdminPlanInput, current?: KeptByAnEdit) => ({
  name: input.name,
  description: input.description,
  price_cents: input.price,
  billing_cycle_days: input.billingCycleDays,
  features: JSON.stringify(input.features),
  active: input.active ?? current?.active ?? true,
  position: input.position ?? current?.position ?? 0,
  max_devices: input.maxDevices ?? current?.maxDevices ?? 1,
  entitlements: JSON.stringify(input.entitlements ?? current?.entitlements ?? []),
})

export async function createPlan(ctx: ApiContext, operator: Operator, input: AdminPlanInput) {
  const id = input._id ?? planSlug(input.name)
  const at = ctx.clock.now()
  // The plan lists stop at this many (LIST_LIMITS): one more would never be shown.
  if ((await countPlans(ctx.db)) >= LIST_LIMITS.plans) {
    throw new HTTPException(409, { message: API_MESSAGES.planLimitReached })
  }
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('plans')
        .values({ id, ...columns(input) })
        .execute()
      const created = await findAdminPlan(trx, id)
      await auditOperatorAction(trx, {
        action: 'plan.created',
        at,
        operatorId: operator.user.id,
        customerId: null,
        ip: operator.ip,
        target: id,
        before: null,
        after: created ? auditedPlan(created) : null,
      })
    })
  } catch (error) {
    if (uniqueViolation(error)) throw new HTTPException(409, { message: API_MESSAGES.planIdTaken })
    throw error
  }
  return findAdminPlan(ctx.db, id)
}

/** Edits a plan: existing subscriptions keep the price they signed for (their own column). */
export async function updatePlan(
  ctx: ApiContext,
  operator: Operator,
  id: string,
  input: AdminPlanInput,
) {
  const at = ctx.clock.now()
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findAdminPlan(trx, id)
    if (!before) throw new HTTPException(404, { message: API_MESSAGES.planNotFound })
    await trx.updateTable('plans').set(columns(input, before)).where('id', '=', id).execute()
    const after = await findAdminPlan(trx, id)
    await auditOperatorAction(trx, {
      action: 'plan.updated',
      at,
      operatorId: operator.user.id,
      customerId: null,
      ip: operator.ip,
      target: id,
      before: auditedPlan(before),
      after: after ? auditedPlan(after) : null,
    })
    return after
  })
}

export async function deactivatePlanAsOperator(ctx: ApiContext, operator: Operator, id: string) {
  const at = ctx.clock.now()
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findAdminPlan(trx, id)
    if (!before) throw new HTTPException(404, { message: API_MESSAGES.planNotFound })
    await trx.updateTable('plans').set({ active: false }).where('id', '=', id).execute()
    await auditOperatorAction(trx, {
      action: 'plan.deactivated',
      at,
      operatorId: operator.user.id,
      customerId: null,
      ip: operator.ip,
      target: id,
      before: { active: before.active },
      after: { active: false },
    })
    return { ...before, active: false }
  })
}

/**
 * Deletes a plan nobody ever subscribed to. One with any subscription (even a cancelled one:
 * its payments name the plan) can only be deactivated.
 */
export async function deletePlan(ctx: ApiContext, operator: Operator, id: string) {
  const at = ctx.clock.now()
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findAdminPlan(trx, id)
    if (!before) throw new HTTPException(404, { message: API_MESSAGES.planNotFound })
    const used = await trx
      .selectFrom('subscriptions')
      .select('id')
      .where('plan_id', '=', id)
      .limit(1)
      .executeTakeFirst()
    if (used) throw new HTTPException(409, { message: API_MESSAGES.planHasSubscribers })
    // A checkout committing meanwhile makes the foreign key refuse the delete.
    await trx
      .deleteFrom('plans')
      .where('id', '=', id)
      .execute()
      .catch((error: { code?: string }) => {
        if (error?.code !== '23503') throw error
        throw new HTTPException(409, { message: API_MESSAGES.planHasSubscribers })
      })
    await auditOperatorAction(trx, {
      action: 'plan.deleted',
      at,
      operatorId: operator.user.id,
      customerId: null,
      ip: operator.ip,
      target: id,
      before: auditedPlan(before),
      after: null,
    })
  })
  return listAdminPlans(ctx.db)
}
