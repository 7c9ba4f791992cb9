import type { ApiContext } from '../../context.ts'
import { withReconciliationLock } from '../../jobs/maintenance-lock.ts'
import { type ReconciliationSummary, reconcile } from './reconcile.ts'

/** How often the reconciliation runs: once a day, whichever process gets there first. */
export const RECONCILIATION_EVERY_MS = 24 * 60 * 60 * 1000

export type ReconciliationOutcome =
  | { ran: true; summary: ReconciliationSummary }
  | { ran: false; why: 'no-provider' | 'not-due' | 'busy' }

/**
 * The daily reconciliation, from the maintenance tick of any process: it runs when the last run
 * started a day ago or more (reconciliation_runs, shared by every process), under an advisory
 * lock (one process at a time on PostgreSQL). `force` runs it now (`npm run reconcile`).
 */
export async function reconcileIfDue(
  ctx: ApiContext,
  force = false,
): Promise<ReconciliationOutcome> {
  const ledger = ctx.ledger
  if (!ledger) return { ran: false, why: 'no-provider' }
  let outcome: ReconciliationOutcome = { ran: false, why: 'busy' }
  await withReconciliationLock(ctx.db, async () => {
    const last = await ctx.db
      .selectFrom('reconciliation_runs')
      .select('started_at')
      .orderBy('started_at', 'desc')
      .limit(1)
      .executeTakeFirst()
    const due =
      force ||
      !last ||
      ctx.clock.now().getTime() - last.started_at.getTime() >= RECONCILIATION_EVERY_MS
    outcome = due
      ? { ran: true, summary: await reconcile(ctx, ledger) }
      : { ran: false, why: 'not-due' }
  })
  return outcome
}
