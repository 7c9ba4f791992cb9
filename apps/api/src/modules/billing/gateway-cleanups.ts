import { randomUUID } from 'node:crypto'
import type { ApiContext } from '../../context.ts'
import type { Db } from '../../db/database.ts'
import type { GatewayCleanupsTable } from '../../db/schema.ts'
import { GatewayUnavailableError } from '../../payments/gateway.ts'
import { settlePayment } from '../subscriptions/settle-payment.ts'

/** How long a process holds a cleanup it is carrying out (longer than a provider call). */
const CLEANUP_CLAIM_MS = 5 * 60_000
/** Cleanups carried out per run; the rest wait for the next. */
const BATCH = 50

export interface Cleanup {
  /** A provider subscription to remove, an unpaid charge to withdraw, a payment to give back. */
  kind: GatewayCleanupsTable['kind']
  ref: string
  gateway: string
  subscriptionId: string | null
  reason: string
}

/**
 * Queues a cleanup at the provider, in the transaction of the change that made it needed (a
 * subscription replaced, a Pix withdrawn, money taken twice), so the two commit together. The
 * provider is called after the commit (runCleanups), never inside a transaction.
 */
export async function queueCleanup(trx: Db, cleanup: Cleanup, now: Date): Promise<void> {
  await trx
    .insertInto('gateway_cleanups')
    .values({
      id: randomUUID(),
      kind: cleanup.kind,
      ref: cleanup.ref,
      gateway: cleanup.gateway,
      subscription_id: cleanup.subscriptionId,
      reason: cleanup.reason,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['gateway', 'kind', 'ref']).doNothing())
    .execute()
}

type CleanupRow = { id: string; kind: Cleanup['kind']; ref: string }

/** Takes one cleanup for this process; false when another holds it or it is done. */
async function claim(ctx: Pick<ApiContext, 'db'>, id: string, now: Date) {
  const taken = await ctx.db
    .updateTable('gateway_cleanups')
    .set((eb) => ({
      claimed_until: new Date(now.getTime() + CLEANUP_CLAIM_MS),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .where('done_at', 'is', null)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .returning('id')
    .executeTakeFirst()
  return taken !== undefined
}

/** Carries one out at the provider; the note says what was found when it is worth keeping. */
async function carryOut(ctx: ApiContext, cleanup: CleanupRow): Promise<string | null> {
  switch (cleanup.kind) {
    case 'subscription':
      await ctx.gateway.cancelSubscription(cleanup.ref)
      return null
    case 'payment': {
      const outcome = await ctx.gateway.cancelCharge(cleanup.ref)
      // The payer was faster: the payment's news (paid, for a withdrawn charge) sends it back.
      return outcome === 'already-paid' ? 'pago antes de ser retirado' : null
    }
    case 'refund': {
      await ctx.gateway.refund(cleanup.ref)
      const payment = await ctx.db
        .selectFrom('payments')
        .select('id')
        .where('gateway', '=', ctx.gateway.name)
        .where('gateway_payment_ref', '=', cleanup.ref)
        .executeTakeFirst()
      if (payment) {
        const now = ctx.clock.now()
        await ctx.db.transaction().execute((trx) => settlePayment(trx, payment.id, 'refunded', now))
      }
      return null
    }
  }
}

/**
 * Carries out the queued cleanups of the configured gateway, each claimed by one process. A
 * provider that does not answer leaves it for the next run; one that refuses keeps its reason
 * (the reconciliation view shows cleanups that keep failing).
 */
export async function runCleanups(ctx: ApiContext): Promise<{ done: number; failed: number }> {
  const now = ctx.clock.now()
  const due = await ctx.db
    .selectFrom('gateway_cleanups')
    .select(['id', 'kind', 'ref'])
    .where('gateway', '=', ctx.gateway.name)
    .where('done_at', 'is', null)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .orderBy('created_at')
    .limit(BATCH)
    .execute()
  const run = { done: 0, failed: 0 }
  for (const cleanup of due) {
    if (!(await claim(ctx, cleanup.id, now))) continue
    try {
      const note = await carryOut(ctx, cleanup)
      await ctx.db
        .updateTable('gateway_cleanups')
        .set({ done_at: ctx.clock.now(), claimed_until: null, last_error: note })
        .where('id', '=', cleanup.id)
        .execute()
      run.done++
    } catch (error) {
      run.failed++
      await ctx.db
        .updateTable('gateway_cleanups')
        .set({ claimed_until: null, last_error: String(error).slice(0, 500) })
        .where('id', '=', cleanup.id)
        .execute()
      if (!(error instanceof GatewayUnavailableError)) {
        ctx.log({
          level: 'warn',
          msg: 'acerto no provedor recusado',
          kind: cleanup.kind,
          ref: cleanup.ref,
        })
      }
    }
  }
  return run
}
