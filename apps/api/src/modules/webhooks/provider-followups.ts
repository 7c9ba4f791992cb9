import type { Context } from 'hono'
import type { ApiContext } from '../../context.ts'
import { runCleanups } from '../billing/gateway-cleanups.ts'
import { resolveLostCreations } from '../billing/lost-creations.ts'
import { startMissingBilling } from '../billing/missing-billing.ts'
import { deliverReceipts } from '../recurrences/receipts.ts'
import { applyParkedEvents } from './parked-events.ts'

/**
 * What follows a change of money, after its transaction committed: the removals and refunds
 * queued at the provider are carried out, and parked webhook events whose payment or
 * subscription is now known are applied (with the receipts and e-mails that queues). Safe to
 * run from any process at any time; the maintenance job runs it too.
 */
export async function runProviderFollowups(ctx: ApiContext): Promise<void> {
  // Parked events first: one may be about a charge a cleanup is about to withdraw. Then the
  // creations whose answer was lost and nobody retried, which may queue cleanups.
  const applied = await applyParkedEvents(ctx)
  const lost = await resolveLostCreations(ctx)
  // A subscription to renew by card that has no billing at the provider gets one.
  await startMissingBilling(ctx)
  const cleanups = await runCleanups(ctx)
  if (applied > 0) deliverReceipts(ctx)
  if (applied + lost + cleanups.done + cleanups.failed > 0) {
    ctx.log({ level: 'info', msg: 'acertos com o provedor', applied, lost, ...cleanups })
  }
  // Cleanups can queue mail too (a refund settled): delivered like receipts.
  if (cleanups.done > 0) deliverReceipts(ctx)
}

/** The writes that can leave work at the provider: money routes, the webhook, the deletion. */
const MONEY_WRITE = /^\/api\/(subscription|admin|webhooks|user\/delete)(\/|$)/

/**
 * After every write that moves money (a checkout, a cancellation, a webhook...), the follow-ups
 * run in the background of this process: at most one run at a time, one more if writes came
 * meanwhile. Other writes (a sign-up, a login) leave nothing to do and cost nothing here. What
 * it returns is called once a write is answered (a read never leaves anything to follow up).
 */
export function providerFollowups(ctx: ApiContext): (c: Context) => void {
  let running = false
  let again = false
  const run = async () => {
    if (running) {
      again = true
      return
    }
    running = true
    try {
      do {
        again = false
        await runProviderFollowups(ctx)
      } while (again)
    } finally {
      running = false
    }
  }
  return (c) => {
    if (MONEY_WRITE.test(c.req.path) && c.res.status < 500) {
      ctx.afterResponse.run('acertos com o provedor', run)
    }
  }
}
