import { PLAN_CHANGE_QUOTE_TTL_MS } from '@atendimento/domain/plan-change'
import type { Db } from '../../db/database.ts'

/** A figure shown for one change: this subscription, from its plan then, to this plan. */
export interface QuotedChange {
  subscriptionId: string
  fromPlanId: string
  planId: string
  amountCents: number
}

/**
 * Keeps a figure GET /subscription/{id}/change/{planId} answered, so the change can be confirmed
 * against it (the same figure asked for again only renews its time).
 */
export async function recordQuote(db: Db, quote: QuotedChange, at: Date): Promise<void> {
  await db
    .insertInto('plan_change_quotes')
    .values({
      subscription_id: quote.subscriptionId,
      from_plan_id: quote.fromPlanId,
      plan_id: quote.planId,
      amount_cents: quote.amountCents,
      quoted_at: at,
    })
    .onConflict((oc) =>
      oc
        .columns(['subscription_id', 'from_plan_id', 'plan_id', 'amount_cents'])
        .doUpdateSet({ quoted_at: at }),
    )
    .execute()
}

/** True when the server quoted exactly this figure for this change in the last minutes. */
export async function wasQuoted(db: Db, quote: QuotedChange, now: Date): Promise<boolean> {
  // Anything that is not a figure the table can hold (1e20, say) was never quoted.
  if (!Number.isSafeInteger(quote.amountCents) || quote.amountCents > 2 ** 31 - 1) return false
  const found = await db
    .selectFrom('plan_change_quotes')
    .select('quoted_at')
    .where('subscription_id', '=', quote.subscriptionId)
    .where('from_plan_id', '=', quote.fromPlanId)
    .where('plan_id', '=', quote.planId)
    .where('amount_cents', '=', quote.amountCents)
    .where('quoted_at', '>', new Date(now.getTime() - PLAN_CHANGE_QUOTE_TTL_MS))
    .executeTakeFirst()
  return found !== undefined
}

/** Forgets quotes too old to be confirmed (the maintenance runs it). */
export async function pruneQuotes(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('plan_change_quotes')
    .where('quoted_at', '<=', new Date(now.getTime() - PLAN_CHANGE_QUOTE_TTL_MS))
    .execute()
}
