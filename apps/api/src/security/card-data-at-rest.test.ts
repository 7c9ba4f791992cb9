import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LogLine } from '../log.ts'
import { runBilling } from '../modules/billing/billing-job.ts'
import { createAsaasGateway } from '../payments/asaas/asaas-gateway.ts'
import { asaasDate } from '../payments/asaas/asaas-mapping.ts'
import { SANDBOX_CARDS } from '../payments/sandbox-gateway.ts'
import { DEFAULT_RATE_LIMITS } from '../settings.ts'
import { ASAAS_TEST_KEY, ASAAS_TEST_URL, createAsaasFake } from '../testing/asaas-fake.ts'
import { expectNoCardData, type TypedCard } from '../testing/card-leaks.ts'
import {
  cardPayment,
  createTestApp,
  registration,
  signUp,
  type TestApp,
} from '../testing/test-app.ts'
import { createTestClock, DAY } from '../testing/test-clock.ts'
import { useTestDatabase } from '../testing/test-database.ts'
import { postgresBinaries } from '../testing/throwaway-postgres.ts'

const db = useTestDatabase()

/** A number of `length` digits from `prefix`, with a valid Luhn check digit. */
function cardNumber(prefix: string, length: number, seed: number): string {
  let body = prefix
  for (let index = 0; body.length < length - 1; index++) body += String((seed * 7 + index * 3) % 10)
  for (let check = 0; check < 10; check++) {
    const digits = `${body}${check}`
    let sum = 0
    for (let index = 0; index < digits.length; index++) {
      let digit = Number(digits[digits.length - 1 - index])
      if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
      sum += digit
    }
    if (sum % 10 === 0) return digits
  }
  throw new Error('inalcançável')
}

// Visa, Mastercard (both ranges), Amex, Elo, Hipercard and Diners, in their real lengths.
const BRANDS: [string, number][] = [
  ['4', 16],
  ['51', 16],
  ['2221', 16],
  ['37', 15],
  ['6362', 16],
  ['606282', 16],
  ['36', 14],
]

/** Every card typed in this file, and the CCV typed with it. */
const typed: TypedCard[] = []
function card(prefix: string, length: number) {
  const number = cardNumber(prefix, length, typed.length + 1)
  return typedCard(number)
}
/** The payload for this number with a CCV of its own (four digits, 8000-9998: nothing else in a
 * row or a log line looks like one). */
function typedCard(number: string) {
  const ccv = String(8000 + ((typed.length * 131) % 1999))
  typed.push({ number, ccv })
  const body = cardPayment(number)
  body.creditCard.ccv = ccv
  return body
}

/** Every row of every table, as JSON text (what a dump of the data holds). */
async function everyRow(): Promise<string> {
  const { rows } = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = current_schema()`.execute(db())
  const dumps: string[] = []
  for (const { tablename } of rows) {
    const result = await sql<{ row: string }>`
      select row_to_json(t)::text as row from ${sql.table(tablename)} t`.execute(db())
    dumps.push(...result.rows.map((row) => row.row))
  }
  return dumps.join('\n')
}

/** pg_dump of the test database, when the suite runs on PostgreSQL and pg_dump is installed. */
async function pgDump(): Promise<string | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL
  const bin = postgresBinaries()
  if (!serverUrl || !bin || !existsSync(join(bin, 'pg_dump'))) return undefined
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db())
  const url = new URL(serverUrl)
  url.pathname = `/${rows[0]?.name}`
  const { stdout } = await promisify(execFile)(join(bin, 'pg_dump'), [url.toString()], {
    maxBuffer: 64 * 1024 * 1024,
  })
  return stdout
}

const logs: LogLine[] = []
const WITHOUT_CARD_LIMITS = {
  ...DEFAULT_RATE_LIMITS,
  checkout: { perIp: 0, perAccount: 0, perCard: 0 },
  register: { perIp: 0, perAccount: 0 },
}

describe('card numbers and CCVs after many payments', () => {
  const clock = createTestClock('2026-03-10T15:00:00.000Z')
  const fake = createAsaasFake(() => asaasDate(clock.now()))
  beforeAll(() => fake.server.listen({ onUnhandledFrame: 'error' }))
  afterAll(() => fake.server.close())

  const sandbox = (): TestApp =>
    createTestApp(db(), {
      clock,
      log: (line) => logs.push(line),
      // Forty checkouts from one address: the card-testing limits (card-testing.test.ts) are
      // not what this test is about.
      settings: { sessionTtlMs: 365 * DAY, rateLimits: WITHOUT_CARD_LIMITS },
    })

  it('are in no database row, no dump and no log line: only brand and last four digits', async () => {
    const t = sandbox()
    // Checkouts with every brand, signed in and anonymous.
    const tokens: string[] = []
    for (const [index, [prefix, length]] of BRANDS.entries()) {
      const { token } = await signUp(t)
      const plan = index % 2 === 0 ? 'plano-essencial' : 'plano-profissional'
      const res = await t.request('POST', `/subscription/${plan}`, {
        token,
        body: card(prefix, length),
      })
      expect(res.status).toBe(200)
      tokens.push(token)
    }
    for (const [prefix, length] of BRANDS.slice(0, 3)) {
      const res = await t.request('POST', '/subscription/plano-trimestral/user-data', {
        body: { user: registration(), payment: card(prefix, length) },
      })
      expect(res.status).toBe(200)
    }
    // Refused cards, an invalid number, a lost answer finished with another card.
    const valid = cardNumber('4', 16, 99)
    const invalid = `${valid.slice(0, -1)}${(Number(valid.at(-1)) + 1) % 10}`
    for (const number of [...SANDBOX_CARDS.refused, invalid]) {
      const { token } = await signUp(t)
      const res = await t.request('POST', '/subscription/plano-essencial', {
        token,
        body: typedCard(number),
      })
      expect(res.status).toBe(402)
    }
    const lost = await signUp(t)
    await t.request('POST', '/subscription/plano-essencial', {
      token: lost.token,
      body: typedCard(SANDBOX_CARDS.answerLost),
    })
    await t.request('POST', '/subscription/plano-essencial', {
      token: lost.token,
      body: card('4', 16),
    })
    // Three renewals by the billing job, then a cancellation and a reactivation that charges.
    for (let cycle = 0; cycle < 3; cycle++) {
      clock.advance(30 * DAY + 1000)
      await runBilling(t.context)
    }
    const [token = ''] = tokens
    const [own] = (await t.request('GET', '/subscription', { token })).body.data
    await t.request('DELETE', `/subscription/${own._id}`, { token })
    clock.advance(40 * DAY)
    expect((await t.request('PUT', `/subscription/${own._id}/activate`, { token })).status).toBe(
      200,
    )

    // Through the Asaas adapter too: the card goes to Asaas, its token comes back.
    const asaas = createTestApp(db(), {
      clock,
      log: (line) => logs.push(line),
      gateway: createAsaasGateway({
        apiKey: ASAAS_TEST_KEY,
        baseUrl: ASAAS_TEST_URL,
        timeoutMs: 2000,
        clock,
      }),
    })
    for (const [prefix, length] of BRANDS.slice(0, 2)) {
      const { token: asaasToken } = await signUp(asaas)
      const res = await asaas.request('POST', '/subscription/plano-essencial', {
        token: asaasToken,
        body: card(prefix, length),
      })
      expect(res.status).toBe(200)
    }
    expect(fake.state.requests.some((r) => r.body?.creditCard?.ccv)).toBe(true)

    const payments = await db().selectFrom('payments').selectAll().execute()
    expect(payments.length).toBeGreaterThan(30)
    expect(typed.length).toBeGreaterThan(15)

    const rows = await everyRow()
    expectNoCardData(rows, typed, 'linhas do banco')
    for (const payment of payments.filter((p) => p.card_last4)) {
      expect(payment.card_last4).toMatch(/^\d{4}$/)
    }
    const subscriptions = await db()
      .selectFrom('subscriptions')
      .selectAll()
      .where('card_last4', 'is not', null)
      .execute()
    expect(subscriptions.length).toBeGreaterThan(10)
    for (const subscription of subscriptions) {
      const number = typed.find((entry) => entry.number.endsWith(subscription.card_last4 ?? '-'))
      expect(number, `assinatura ${subscription.id}`).toBeDefined()
    }
    const dump = await pgDump()
    if (dump) {
      expect(dump).toMatch(/COPY [\w.]*payments .*card_last4/)
      expectNoCardData(dump, typed, 'pg_dump')
    }

    expect(logs.length).toBeGreaterThan(30)
    expectNoCardData(JSON.stringify(logs), typed, 'logs')
  }, 60_000)
})
