// One API process of the money bench (`npm run bench -- money`): the API on PostgreSQL
// (DATABASE_URL) and the Asaas adapter pointed at the bench's fake Asaas (ASAAS_BASE_URL), on
// PORT, with a clock the bench moves (its offset comes over IPC, so both processes agree).
// IPC: { clock: ms } moves the clock; { settle: id } waits for the work left after answers, runs
// a maintenance tick (one process wins its lock) and the follow-ups, then answers { settled: id }.
import { serve } from '@hono/node-server'
import { createApp } from '../app.ts'
import type { Clock } from '../clock.ts'
import { createContext } from '../context.ts'
import { openDatabase } from '../db/database.ts'
import { maintenanceTick } from '../jobs/scheduler.ts'
import { runProviderFollowups } from '../modules/webhooks/provider-followups.ts'
import { createAsaasGateway } from '../payments/asaas/asaas-gateway.ts'
import { createAsaasLedger } from '../payments/asaas/asaas-ledger.ts'
import { CHEAP_ARGON2 } from '../security/passwords.ts'
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../settings.ts'
import { ASAAS_TEST_KEY } from './asaas-fake.ts'

const env = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`money-process: falta ${name}`)
  return value
}

let offset = 0
const clock: Clock = { now: () => new Date(Date.now() + offset) }
const noLimits = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, { perIp: 0, perAccount: 0, perCard: 0 }]),
) as RateLimits

const db = await openDatabase({ kind: 'postgres', url: env('DATABASE_URL') })
const client = { apiKey: ASAAS_TEST_KEY, baseUrl: env('ASAAS_BASE_URL'), timeoutMs: 15_000 }
const deps = {
  db,
  clock,
  gateway: createAsaasGateway({ ...client, createTimeoutMs: 60_000, clock }),
  ledger: createAsaasLedger(client),
  settings: {
    argon2: CHEAP_ARGON2,
    rateLimits: noLimits,
    asaasWebhookToken: env('ASAAS_WEBHOOK_TOKEN'),
    // The bench moves the clock by months: sessions must outlive it.
    sessionTtlMs: 10 * 365 * 24 * 60 * 60 * 1000,
  },
}
const context = createContext(deps)
const app = createApp({ ...deps, context })
const server = serve({ fetch: app.fetch, port: Number(env('PORT')), hostname: '127.0.0.1' })

process.on('message', async (message: { clock?: number; settle?: number; stop?: true }) => {
  if (message.clock !== undefined) {
    offset = message.clock
    process.send?.({ clock: message.clock })
  } else if (message.settle !== undefined) {
    await context.afterResponse.drain()
    await maintenanceTick(context)
    await runProviderFollowups(context)
    await context.afterResponse.drain()
    process.send?.({ settled: message.settle })
  } else if (message.stop) {
    server.close()
    await context.afterResponse.drain()
    await db.destroy()
    process.exit(0)
  }
})
process.send?.({ ready: true })
