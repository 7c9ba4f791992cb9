import type { ApiContext } from '../context.ts'
import { pruneIdempotencyKeys } from '../http/idempotency.ts'
import { pruneDevices } from '../modules/auth/known-devices.ts'
import { pruneSessions } from '../modules/auth/sessions.ts'
import { runBilling } from '../modules/billing/billing-job.ts'
import { runPixRenewals } from '../modules/billing/pix-renewals.ts'
import { pruneSigningKeys } from '../modules/licences/licence-keys.ts'
import { sendRenewalReminders } from '../modules/notifications/renewal-reminders.ts'
import { pruneDeviceAuthorizations } from '../modules/oauth/device-authorizations.ts'
import { pruneDeviceTokens } from '../modules/oauth/device-tokens.ts'
import { reconcileIfDue } from '../modules/reconciliation/reconciliation-job.ts'
import { pruneQuotes } from '../modules/subscriptions/plan-change-quotes.ts'
import { runProviderFollowups } from '../modules/webhooks/provider-followups.ts'
import { withMaintenanceLock } from './maintenance-lock.ts'

/** One pass of the background work: renewals, e-mail retries, table upkeep. */
export async function runMaintenance(ctx: ApiContext): Promise<void> {
  const billing = await runBilling(ctx)
  if (billing.charged + billing.failed + billing.deferred > 0) {
    ctx.log({ level: 'info', msg: 'cobranças recorrentes', ...billing })
  }
  const pix = await runPixRenewals(ctx)
  if (pix.issued + pix.overdue + pix.deferred > 0) {
    ctx.log({ level: 'info', msg: 'renovações por Pix', ...pix })
  }
  const reminded = await sendRenewalReminders(ctx)
  if (reminded > 0) ctx.log({ level: 'info', msg: 'avisos de renovação', enviados: reminded })
  // What a stopped process left undone at the provider, and events still waiting.
  await runProviderFollowups(ctx)
  // Once a day: our books against the provider's (a no-op for the sandbox).
  const reconciliation = await reconcileIfDue(ctx)
  if (reconciliation.ran) {
    ctx.log({ level: 'info', msg: 'conciliação com o provedor', ...reconciliation.summary })
  }
  const now = ctx.clock.now()
  // Mail still unsent a minute after it was written is retried (a failure, a stopped process).
  await ctx.mailer.retryUndelivered(new Date(now.getTime() - 60_000))
  await ctx.limiter.prune()
  await pruneSessions(ctx.db, now)
  await pruneDevices(ctx.db, now)
  await pruneQuotes(ctx.db, now)
  await pruneIdempotencyKeys(ctx.db, now)
  // The desktop app's: codes and tokens long ended, keys whose licences have all expired.
  await pruneDeviceAuthorizations(ctx.db, now)
  await pruneDeviceTokens(ctx.db, now)
  await pruneSigningKeys(ctx.db, now)
}

/**
 * One tick of the schedule: the maintenance, unless another process is running it now (N API
 * processes on one PostgreSQL take turns through an advisory lock: one runner per tick).
 */
export async function maintenanceTick(ctx: ApiContext): Promise<'done' | 'skipped'> {
  const started = performance.now()
  const ran = await withMaintenanceLock(ctx.db, () => runMaintenance(ctx))
  if (!ran) {
    ctx.metrics.maintenance('skipped')
    return 'skipped'
  }
  ctx.metrics.maintenance('done', (performance.now() - started) / 1000)
  return 'done'
}

/**
 * Runs the maintenance now and every `intervalMs`; a tick that finds a run still going is
 * skipped, so runs never overlap. stop() waits for the run under way, so a SIGTERM does not cut
 * a renewal in half.
 */
export function startScheduler(ctx: ApiContext, intervalMs: number) {
  let running: Promise<void> | undefined
  let stopped = false
  const tick = () => {
    if (stopped || running) return
    running = maintenanceTick(ctx)
      .then(() => {})
      .catch((error: unknown) => {
        ctx.metrics.maintenance('failed')
        ctx.log({ level: 'error', msg: 'falha na manutenção periódica', err: String(error) })
      })
      .finally(() => {
        running = undefined
      })
  }
  tick()
  const timer = setInterval(tick, intervalMs)
  return {
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
