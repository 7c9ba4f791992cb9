import {
  churnRate,
  monthlyCents,
  monthStart,
  revenueByDay,
  revenueWindowStart,
} from '@atendimento/domain/admin/figures'
import type { AdminOverview } from '@atendimento/domain/schemas/admin'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'

const count = (value: unknown) => Number(value ?? 0)

/**
 * The console's figures, each one indexed query (migration 0007): at 100k customers and 1M
 * payments they answer within the bench's budget (docs/benchmarks.md). The arithmetic (MRR per
 * cycle, churn, the days of the chart) is the domain's.
 */
export async function adminOverview(db: Db, now: Date): Promise<AdminOverview> {
  const since = monthStart(now)
  const windowStart = revenueWindowStart(now)
  const [byPrice, newThisMonth, canceledThisMonth, revenue, failed, pix] = await Promise.all([
    // Active subscriptions grouped by what they pay: few groups, whatever the count.
    db
      .selectFrom('subscriptions')
      .select(['price_cents', 'billing_cycle_days', (eb) => eb.fn.countAll<string>().as('n')])
      .where('status', '=', 'active')
      .groupBy(['price_cents', 'billing_cycle_days'])
      .execute(),
    // Started this month and past their first payment (a pending checkout is not a subscriber).
    db
      .selectFrom('subscriptions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('created_at', '>=', since)
      .where('status', '!=', 'pending')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('subscriptions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('canceled_at', '>=', since)
      .where('status', '=', 'canceled')
      .executeTakeFirstOrThrow(),
    // Days in São Paulo time (UTC-3, no daylight saving since 2019).
    db
      .selectFrom('payments')
      .select([
        sql<string>`to_char(paid_at - interval '3 hours', 'YYYY-MM-DD')`.as('day'),
        (eb) => eb.fn.sum<string>('amount_cents').as('amount'),
      ])
      .where('status', '=', 'paid')
      .where('paid_at', '>=', windowStart)
      .groupBy(sql`1`)
      .execute(),
    // A refused renewal of a subscription still active, with nothing paid for it since.
    db
      .selectFrom('payments as p')
      .innerJoin('subscriptions as s', 's.id', 'p.subscription_id')
      .select([
        (eb) => eb.fn.countAll<string>().as('n'),
        (eb) => eb.fn.sum<string>('p.amount_cents').as('amount'),
      ])
      .where('p.status', '=', 'failed')
      .where('s.status', '=', 'active')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('payments as later')
              .select('later.id')
              .whereRef('later.subscription_id', '=', 'p.subscription_id')
              .where('later.status', '=', 'paid')
              .whereRef('later.billing_date', '>=', 'p.billing_date'),
          ),
        ),
      )
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('payments')
      .select([
        (eb) => eb.fn.countAll<string>().as('n'),
        (eb) => eb.fn.sum<string>('amount_cents').as('amount'),
      ])
      .where('status', '=', 'pending')
      .where('method', '=', 'pix')
      .executeTakeFirstOrThrow(),
  ])
  const active = byPrice.reduce((sum, row) => sum + count(row.n), 0)
  const counts = {
    active,
    newThisMonth: count(newThisMonth.n),
    canceledThisMonth: count(canceledThisMonth.n),
  }
  return {
    mrr: byPrice.reduce(
      (sum, row) => sum + count(row.n) * monthlyCents(row.price_cents, row.billing_cycle_days),
      0,
    ),
    activeSubscribers: active,
    newThisMonth: counts.newThisMonth,
    canceledThisMonth: counts.canceledThisMonth,
    churnRate: churnRate(counts),
    revenueByDay: revenueByDay(
      revenue.map((row) => ({ day: row.day, amount: count(row.amount) })),
      now,
    ),
    failedRenewals: { count: count(failed.n), amount: count(failed.amount) },
    pendingPix: { count: count(pix.n), amount: count(pix.amount) },
  }
}
