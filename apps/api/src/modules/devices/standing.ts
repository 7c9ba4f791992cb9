import { sortedEntitlements } from '@atendimento/domain/devices/entitlements'
import { type Standing, standingOf } from '@atendimento/domain/devices/licence'
import type { SubscriptionStatus } from '@atendimento/domain/schemas/subscription'
import { type Expression, sql } from 'kysely'
import type { Db } from '../../db/database.ts'

/** The plan the app runs on, as the licence and the seats need it. */
export interface AccountPlan {
  id: string
  name: string
  maxDevices: number
  entitlements: string[]
}

export interface AccountStanding {
  standing: Standing
  plan: AccountPlan | null
}

/** One subscription of the account with its plan, as `subscriptionsOf` answers it (JSON). */
export interface SubscriptionRecord {
  id: string
  planId: string
  status: SubscriptionStatus
  nextBillingDate: string | null
  everPaid: boolean
  planName: string
  maxDevices: number
  entitlements: string[]
}

/**
 * The account's subscriptions, each with its plan and whether it was ever paid, as one JSON
 * value: a subquery the licence's token lookup embeds, so a licence refresh reads the token,
 * the computer and the standing in a single query (every query costs, PGlite's most of all).
 */
export function subscriptionsOf(userId: Expression<string>) {
  return sql<SubscriptionRecord[] | null>`(
    select json_agg(json_build_object(
      'id', s.id,
      'planId', s.plan_id,
      'status', s.status,
      'nextBillingDate', s.next_billing_date,
      'everPaid', exists (
        select 1 from payments p
        where p.subscription_id = s.id and p.status in ('paid', 'refunded')
      ),
      'planName', plans.name,
      'maxDevices', plans.max_devices,
      'entitlements', plans.entitlements
    ))
    from subscriptions s
    join plans on plans.id = s.plan_id
    where s.user_id = ${userId}
  )`
}

/**
 * Where the account stands for the desktop app: which subscription decides (domain's
 * `standingOf`) and its plan.
 */
export function standingFrom(records: readonly SubscriptionRecord[] | null): AccountStanding {
  const list = records ?? []
  const standing = standingOf(
    list.map((record) => ({
      id: record.id,
      planId: record.planId,
      status: record.status,
      nextBillingDate: record.nextBillingDate ? new Date(record.nextBillingDate) : null,
      everPaid: record.everPaid,
    })),
  )
  const record = list.find((item) => item.id === standing.subscription?.id)
  const plan = record && {
    id: record.planId,
    name: record.planName,
    maxDevices: record.maxDevices,
    entitlements: sortedEntitlements(record.entitlements),
  }
  return { standing, plan: plan ?? null }
}

/** The account's standing, read on its own (seats, /ativar). */
export async function accountStanding(db: Db, userId: string): Promise<AccountStanding> {
  const { rows } = await sql<{
    subscriptions: SubscriptionRecord[] | null
  }>`select ${subscriptionsOf(sql.val(userId))} as subscriptions`.execute(db)
  return standingFrom(rows[0]?.subscriptions ?? null)
}
