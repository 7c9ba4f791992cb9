import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/database.ts'
import { seedPlansOnFirstStart } from '../modules/plans/seed-plans.ts'
import { SANDBOX_CARDS } from '../payments/sandbox-gateway.ts'
import { DEFAULT_RATE_LIMITS } from '../settings.ts'
import {
  processDatabase,
  type ServerProcess,
  startServerProcess,
} from '../testing/server-process.ts'
import { cardPayment, createTestApp, settle, signUp } from '../testing/test-app.ts'

const RENEWALS = 30
const UNSENT = 30
const METRICS_TOKEN = 'token-das-metricas-de-teste'

/** The sum of a counter's samples matching `labels` in a Prometheus text page. */
function counterSum(page: string, name: string, labels: string): number {
  return page
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) && line.includes(labels))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0)
}

// Two API processes on one PostgreSQL (how the product scales out) run their background work at
// once: renewals due and e-mails left unsent. Each must be done by one of them.
describe.runIf(process.env.TEST_DATABASE_URL)(
  'background work with two processes on one PostgreSQL',
  () => {
    const servers: ServerProcess[] = []
    const folder = mkdtempSync(join(tmpdir(), 'work-once-'))
    let drop: (() => Promise<void>) | undefined
    afterAll(async () => {
      for (const server of servers) server.kill('SIGKILL')
      await Promise.all(servers.map((server) => server.exited))
      await drop?.()
      rmSync(folder, { recursive: true, force: true })
    })

    it('charges each renewal and sends each e-mail once', async () => {
      const database = await processDatabase()
      drop = database.drop
      const db = await openDatabase({ kind: 'postgres', url: database.env.DATABASE_URL ?? '' })
      try {
        await seedPlansOnFirstStart(db)
        // Customers whose card pays at checkout and is refused at every renewal: each renewal
        // is a gateway call and a 'Não conseguimos renovar sua assinatura' e-mail.
        // One test card for all: its per-card limit is not what this test is about.
        const t = createTestApp(db, {
          settings: {
            rateLimits: {
              ...DEFAULT_RATE_LIMITS,
              checkout: { perIp: 0, perAccount: 0, perCard: 0 },
            },
          },
        })
        const customers: string[] = []
        for (let index = 0; index < RENEWALS; index++) {
          const { token, email } = await signUp(t)
          const res = await t.request('POST', '/subscription/plano-essencial', {
            token,
            body: cardPayment(SANDBOX_CARDS.renewalsRefused),
            ip: `198.51.100.${index + 1}`,
          })
          expect(res.status, JSON.stringify(res.body)).toBe(200)
          customers.push(email)
        }
        await settle(t)
        const past = new Date(Date.now() - 60 * 60_000)
        await db.updateTable('subscriptions').set({ next_billing_date: past }).execute()
        // E-mails a stopped process wrote and never delivered.
        const unsent = Array.from({ length: UNSENT }, (_, index) => `pendente${index}@exemplo.com`)
        await db
          .insertInto('outbox')
          .values(
            unsent.map((recipient) => ({
              id: randomUUID(),
              recipient,
              subject: 'Sua senha foi alterada',
              text_body: 'texto',
              html_body: '<p>texto</p>',
              last_error: null,
              created_at: past,
              sent_at: null,
            })),
          )
          .execute()

        const outboxFile = join(folder, 'outbox.jsonl')
        const env = { ...database.env, MAIL_OUTBOX_FILE: outboxFile, METRICS_TOKEN }
        servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])))

        // Done when every renewal is settled and every e-mail sent (by whichever process).
        await expect
          .poll(
            async () => {
              const open = await db
                .selectFrom('payments')
                .select('id')
                .where('status', '=', 'pending')
                .execute()
              const waiting = await db
                .selectFrom('outbox')
                .select('id')
                .where('status', '!=', 'sent')
                .execute()
              return open.length + waiting.length
            },
            { timeout: 60_000, interval: 200 },
          )
          .toBe(0)
        const metricPages = () =>
          Promise.all(
            servers.map(async (server) => {
              const res = await fetch(`${server.url}/api/metrics`, {
                headers: { authorization: `Bearer ${METRICS_TOKEN}` },
              })
              return res.ok ? res.text() : ''
            }),
          )
        // Both took part: each finished a maintenance run (the one that found the work done may
        // end its run a moment after the other's work is seen in the database).
        const runsOf = (page: string) => counterSum(page, 'maintenance_runs_total', 'outcome=')
        await expect
          .poll(async () => (await metricPages()).every((page) => runsOf(page) >= 1), {
            timeout: 30_000,
            interval: 200,
          })
          .toBe(true)
        const pages = await metricPages()
        for (const server of servers) await server.stop()

        const delivered = readFileSync(outboxFile, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { to: string; subject: string })
        const count = (to: string, subject: string) =>
          delivered.filter((mail) => mail.to === to && mail.subject === subject).length
        for (const recipient of unsent) expect(count(recipient, 'Sua senha foi alterada')).toBe(1)
        for (const customer of customers) {
          expect(count(customer, 'Não conseguimos renovar sua assinatura')).toBe(1)
        }
        expect(delivered).toHaveLength(RENEWALS + UNSENT)
        const failed = await db
          .selectFrom('payments')
          .select('id')
          .where('status', '=', 'failed')
          .execute()
        expect(failed).toHaveLength(RENEWALS)
        // One gateway call per renewal, whichever process made it.
        const calls = pages.map((page) =>
          counterSum(page, 'gateway_calls_total', 'operation="chargeRenewal"'),
        )
        expect(calls.reduce((sum, value) => sum + value, 0)).toBe(RENEWALS)
      } finally {
        await db.destroy()
      }
    }, 120_000)
  },
)
