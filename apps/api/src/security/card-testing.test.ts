import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { describe, expect, it } from 'vitest'
import { passesLuhn } from '../payments/card.ts'
import type { PaymentGateway } from '../payments/gateway.ts'
import { createSandboxGateway, SANDBOX_CARDS } from '../payments/sandbox-gateway.ts'
import { DEFAULT_RATE_LIMITS } from '../settings.ts'
import { cardPayment, createTestApp, registration, signUp } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-database.ts'

const db = useTestDatabase()
const REFUSED = SANDBOX_CARDS.refused[0]

/** Card numbers that fail the Luhn check (the sandbox refuses them), all different. */
const badCards = (count: number) =>
  Array.from({ length: count * 2 }, (_, index) => `411111111111${String(index).padStart(4, '0')}`)
    .filter((number) => !passesLuhn(number))
    .slice(0, count)

const anonymousCheckout = (
  t: ReturnType<typeof createTestApp>,
  number: string,
  ip: string,
  payment: Record<string, unknown> = {},
) =>
  t.request('POST', '/subscription/plano-essencial/user-data', {
    body: { user: registration(), payment: cardPayment(number, payment) },
    ip,
  })

// Card testing: a stolen-card list tried through the one anonymous write that reaches the
// gateway. Every limit is at its default.
describe('card testing', () => {
  it('holds an address sending one anonymous checkout after another', async () => {
    const t = createTestApp(db())
    const statuses: number[] = []
    for (let index = 0; index < DEFAULT_RATE_LIMITS.checkout.perIp; index++) {
      statuses.push(
        (await anonymousCheckout(t, badCards(20)[index] ?? REFUSED, '198.51.100.50')).status,
      )
    }
    expect(statuses.every((status) => status === 402)).toBe(true)
    const last = await anonymousCheckout(t, REFUSED, '198.51.100.50')
    expect(last).toMatchObject({ status: 429, body: { message: API_MESSAGES.tooManyTries } })
    // Nothing of the refused sign-ups is left behind.
    expect(await db().selectFrom('users').select('id').execute()).toEqual([])
    expect((await anonymousCheckout(t, REFUSED, '198.51.100.51')).status).toBe(402)
  })

  it('holds one card tried from many addresses and accounts, by a fingerprint that is no number', async () => {
    const t = createTestApp(db())
    const statuses: number[] = []
    for (let index = 0; index <= (DEFAULT_RATE_LIMITS.checkout.perCard ?? 0); index++) {
      const { token } = await signUp(t)
      const res = await t.request('POST', '/subscription/plano-essencial', {
        token,
        body: cardPayment(REFUSED),
        ip: `198.51.100.${60 + index}`,
      })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([402, 402, 402, 429])
    const keys = (await db().selectFrom('rate_limit_hits').select('key').execute()).map(
      (row) => row.key,
    )
    const cardKeys = keys.filter((key) => key.startsWith('checkout:card:'))
    expect(cardKeys).toHaveLength(1)
    expect(cardKeys[0]).toMatch(/^checkout:card:[\w-]{32}$/)
    expect(keys.join(' ')).not.toContain(REFUSED)
  })

  it('holds one account trying card after card from many addresses', async () => {
    const t = createTestApp(db())
    const { token } = await signUp(t)
    const statuses: number[] = []
    for (const [index, number] of badCards(DEFAULT_RATE_LIMITS.checkout.perAccount + 1).entries()) {
      const res = await t.request('POST', '/subscription/plano-essencial', {
        token,
        body: cardPayment(number),
        ip: `198.51.100.${80 + index}`,
      })
      statuses.push(res.status)
    }
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.slice(0, -1).every((status) => status === 402)).toBe(true)
  })

  it('sends the gateway the address the server saw, not the one in the body', async () => {
    const seen: string[] = []
    const sandbox = createSandboxGateway({ db: db(), clock: { now: () => new Date() } })
    const gateway: PaymentGateway = {
      ...sandbox,
      subscribe: (request) => {
        seen.push(request.remoteIp)
        return sandbox.subscribe(request)
      },
    }
    const t = createTestApp(db(), { gateway })
    const res = await anonymousCheckout(t, SANDBOX_CARDS.approved, '203.0.113.99', {
      remoteIp: '0.0.0.0',
    })
    expect(res.status).toBe(200)
    const { token } = await signUp(t)
    await t.request('POST', '/subscription/plano-profissional', {
      token,
      body: cardPayment(SANDBOX_CARDS.approved, { remoteIp: '10.6.6.6' }),
      ip: '203.0.113.98',
    })
    expect(seen).toEqual(['203.0.113.99', '203.0.113.98'])
  })
})
