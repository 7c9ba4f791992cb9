import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ASAAS_TEST_KEY, ASAAS_TEST_URL, createAsaasFake } from '../../testing/asaas-fake.ts'
import { cardPayment, createTestApp, signUp } from '../../testing/test-app.ts'
import { createTestClock, DAY } from '../../testing/test-clock.ts'
import { useTestDatabase } from '../../testing/test-database.ts'
import { createAsaasGateway } from './asaas-gateway.ts'
import { asaasDate, asaasPaymentStatus } from './asaas-mapping.ts'

const db = useTestDatabase()
const clock = createTestClock('2026-03-10T15:00:00.000Z')
const fake = createAsaasFake(() => asaasDate(clock.now()))
beforeAll(() => fake.server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => fake.server.resetHandlers())
afterAll(() => fake.server.close())
beforeEach(() => {
  clock.set('2026-03-10T15:00:00.000Z')
  fake.state.customers.length = 0
  fake.state.subscriptions.length = 0
  fake.state.payments.length = 0
  fake.state.requests.length = 0
  fake.state.failures.length = 0
})

function setup(timeoutMs = 2000) {
  const gateway = createAsaasGateway({
    apiKey: ASAAS_TEST_KEY,
    baseUrl: ASAAS_TEST_URL,
    timeoutMs,
    clock,
  })
  return createTestApp(db(), { clock, gateway, settings: { sessionTtlMs: 365 * DAY } })
}
const posts = (path: string) =>
  fake.state.requests.filter((request) => request.method === 'POST' && request.path === path)

describe('Asaas adapter', () => {
  it('creates the customer and a card subscription charged today, from the payload and the profile', async () => {
    const t = setup()
    const { token, user } = await signUp(t)
    // The body's remoteIp is ignored: Asaas gets the address the server saw.
    const payload = cardPayment('4111 1111 1111 1111', { remoteIp: '0.0.0.0' })
    const res = await t.request('POST', '/subscription/plano-profissional', {
      token,
      body: payload,
      ip: '198.51.100.77',
    })
    expect(res.status).toBe(200)
    expect(res.body.data.status).toBe('active')

    expect(fake.state.requests.every((request) => request.key === ASAAS_TEST_KEY)).toBe(true)
    const [customer] = posts('/v3/customers')
    expect(customer?.body).toMatchObject({
      externalReference: user._id,
      cpfCnpj: user.document,
      email: user.email,
    })
    const [subscription] = posts('/v3/subscriptions')
    expect(subscription?.body).toMatchObject({
      billingType: 'CREDIT_CARD',
      value: 99.9,
      cycle: 'MONTHLY',
      nextDueDate: '2026-03-10',
      remoteIp: '198.51.100.77',
      creditCard: {
        holderName: 'MARIA DA SILVA',
        number: '4111111111111111',
        expiryMonth: '12',
        expiryYear: '2030',
        ccv: '123',
      },
      creditCardHolderInfo: {
        name: payload.name,
        email: payload.email,
        cpfCnpj: payload.taxId,
        postalCode: '01310100',
        addressNumber: '1000',
        phone: '11987654321',
      },
    })
    const stored = await db().selectFrom('subscriptions').selectAll().executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ gateway: 'asaas', card_last4: '1111', card_brand: 'visa' })
    expect(stored.gateway_subscription_ref).toMatch(/^sub_/)
    expect(stored.card_token).toMatch(/^tok_/)
  })

  it('turns an Asaas refusal into 402 with its message and keeps nothing', async () => {
    const t = setup()
    const { token } = await signUp(t)
    const res = await t.request('POST', '/subscription/plano-essencial', {
      token,
      body: cardPayment('5184 0197 4037 3151'),
    })
    expect(res.status).toBe(402)
    expect(res.body.message).toBe(
      'Pagamento recusado: Transação não autorizada. Verifique os dados do cartão de crédito e tente novamente.',
    )
    expect(await db().selectFrom('subscriptions').selectAll().execute()).toHaveLength(0)
  })

  // Asaas failing or slow while subscribing: reliability/gateway-faults.test.ts.

  it('removes the Asaas subscription on cancel and schedules a new one on reactivation', async () => {
    const t = setup()
    const { token } = await signUp(t)
    const created = (
      await t.request('POST', '/subscription/plano-essencial', { token, body: cardPayment() })
    ).body.data
    const canceled = await t.request('DELETE', `/subscription/${created._id}`, { token })
    expect(canceled.status).toBe(200)
    expect(fake.state.subscriptions[0]?.deleted).toBe(true)
    clock.advance(5 * DAY)
    const reactivated = await t.request('PUT', `/subscription/${created._id}/activate`, { token })
    expect(reactivated.status).toBe(200)
    const [, again] = posts('/v3/subscriptions')
    expect(again?.body).toMatchObject({
      creditCardToken: fake.state.subscriptions[0]?.creditCard.creditCardToken,
      nextDueDate: asaasDate(new Date(created.nextBillingDate)),
    })
    expect(again?.body).not.toHaveProperty('creditCard')
  })

  it.each([
    ['CONFIRMED', 'paid'],
    ['RECEIVED', 'paid'],
    ['PENDING', 'pending'],
    ['AWAITING_RISK_ANALYSIS', 'pending'],
    ['OVERDUE', 'failed'],
    ['REFUNDED', 'refunded'],
    ['CHARGEBACK_REQUESTED', 'refunded'],
    ['DELETED', 'canceled'],
  ])('maps Asaas status %s to %s', (asaas, ours) => {
    expect(asaasPaymentStatus(asaas)).toBe(ours)
  })
})
