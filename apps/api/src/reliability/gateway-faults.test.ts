import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { delay, HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { GatewayUnavailableError, type PaymentGateway } from '../payments/gateway.ts'
import { createSandboxGateway, SANDBOX_CARDS } from '../payments/sandbox-gateway.ts'
import { ASAAS_TEST_URL } from '../testing/asaas-fake.ts'
import { useAsaas } from '../testing/asaas-harness.ts'
import { cardPayment, createTestApp, signUp, type TestApp } from '../testing/test-app.ts'
import { createTestClock } from '../testing/test-clock.ts'
import { useTestDatabase } from '../testing/test-database.ts'

const db = useTestDatabase()

type Fault = 'answers 5xx before charging' | 'charges, then the answer times out'

/**
 * The sandbox gateway with one fault on the first charge. Each call records whether the payment
 * attempt carrying its idempotency key was already committed when the gateway was called (read
 * through the shared handle: on PostgreSQL, another connection, so only committed rows show).
 */
function faultyGateway(fault: Fault) {
  const inner = createSandboxGateway({ db: db(), clock: createTestClock() })
  const calls: { key: string; keyStoredBefore: boolean }[] = []
  let faulty = true
  const gateway: PaymentGateway = {
    ...inner,
    async subscribe(request) {
      const stored = await db()
        .selectFrom('payments')
        .select('status')
        .where('idempotency_key', '=', request.idempotencyKey)
        .executeTakeFirst()
      calls.push({ key: request.idempotencyKey, keyStoredBefore: stored?.status === 'pending' })
      const fails = faulty
      faulty = false
      if (fails && fault === 'answers 5xx before charging') {
        throw new GatewayUnavailableError('HTTP 503')
      }
      const result = await inner.subscribe(request)
      if (fails) throw new GatewayUnavailableError('The operation was aborted due to timeout')
      return result
    },
  }
  return { gateway, calls }
}

const subscribe = (t: TestApp, token: string, number = '4444 4444 4444 4444') =>
  t.request('POST', '/subscription/plano-essencial', { token, body: cardPayment(number) })

/** The three promises of the bullet, checked after a failed first try and its retry. */
async function expectPendingThenOneCharge(t: TestApp, token: string, first: { status: number }) {
  expect(first).toMatchObject({ status: 502, body: { message: API_MESSAGES.gatewayUnavailable } })
  const [pending] = (await t.request('GET', '/subscription', { token })).body.data
  expect(pending.status).toBe('pending')
  // "Continuar Pagamento": the same subscription, finished.
  const retry = await subscribe(t, token)
  expect(retry.status, JSON.stringify(retry.body)).toBe(200)
  expect(retry.body.data).toMatchObject({ _id: pending._id, status: 'active' })
  expect(await db().selectFrom('subscriptions').selectAll().execute()).toHaveLength(1)
  const payments = await db().selectFrom('payments').selectAll().execute()
  expect(payments.map((payment) => payment.status)).toEqual(['paid'])
  return payments[0]?.idempotency_key
}

describe('the gateway failing while subscribing (sandbox)', () => {
  it.each<Fault>(['answers 5xx before charging', 'charges, then the answer times out'])(
    '%s: the attempt key is stored first, the subscription waits, the retry charges once',
    async (fault) => {
      const { gateway, calls } = faultyGateway(fault)
      const t = createTestApp(db(), { gateway })
      const { token } = await signUp(t)
      const key = await expectPendingThenOneCharge(t, token, await subscribe(t, token))
      expect(calls).toEqual([
        { key, keyStoredBefore: true },
        { key, keyStoredBefore: true },
      ])
      const charges = await db().selectFrom('sandbox_charges').selectAll().execute()
      expect(charges.map((charge) => [charge.idempotency_key, charge.status])).toEqual([
        [key, 'paid'],
      ])
    },
  )

  it("with the sandbox's answer-lost test card, end to end", async () => {
    const t = createTestApp(db())
    const { token } = await signUp(t)
    await expectPendingThenOneCharge(t, token, await subscribe(t, token, SANDBOX_CARDS.answerLost))
    expect(await db().selectFrom('sandbox_charges').selectAll().execute()).toHaveLength(1)
  })
})

describe('the gateway failing while subscribing (Asaas adapter against a fake Asaas)', () => {
  const { clock, fake, setup } = useAsaas(db)
  const subscriptionPosts = () =>
    fake.state.requests.filter((r) => r.method === 'POST' && r.path === '/v3/subscriptions')

  it.each([
    ['answers 500 before doing anything', { afterWork: false }],
    ['creates the subscription, then answers 500', { afterWork: true }],
    ['creates the subscription, then answers too late', { afterWork: true, answerAfterMs: 1500 }],
  ])('%s: the retry ends with one Asaas subscription', async (_, rule) => {
    const t = setup({ timeoutMs: 750 })
    const { token } = await signUp(t)
    fake.state.failures.push({ method: 'POST', path: /subscriptions$/, ...rule })
    const first = await subscribe(t, token)
    // The outcome is unknown and Asaas may still be working on it: a retry waits a minute.
    const early = await subscribe(t, token)
    expect(early).toMatchObject({
      status: 409,
      body: { message: API_MESSAGES.paymentStillProcessing },
    })
    clock.advance(2 * 60_000)
    const key = await expectPendingThenOneCharge(t, token, first)
    expect(fake.state.subscriptions).toHaveLength(1)
    // Our attempt id travels as the subscription's external reference, on the first call and
    // on the retry alike, so the retry finds what the first call made.
    const references = subscriptionPosts().map((r) => r.body?.externalReference)
    expect(new Set(references)).toEqual(new Set([key]))
    expect(subscriptionPosts()).toHaveLength(rule.afterWork ? 1 : 2)
  })

  it('a customer lookup that times out answers 502 and writes nothing', async () => {
    fake.server.use(
      http.get(`${ASAAS_TEST_URL}/customers`, async () => {
        await delay(300)
        return HttpResponse.json({ data: [] })
      }),
    )
    const t = setup({ timeoutMs: 50 })
    const { token } = await signUp(t)
    const res = await subscribe(t, token)
    expect(res).toMatchObject({ status: 502, body: { message: API_MESSAGES.gatewayUnavailable } })
    expect(await db().selectFrom('subscriptions').selectAll().execute()).toHaveLength(0)
    expect(await db().selectFrom('payments').selectAll().execute()).toHaveLength(0)
  })
})
