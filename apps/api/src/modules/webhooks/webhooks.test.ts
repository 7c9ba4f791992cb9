import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createAsaasGateway } from '../../payments/asaas/asaas-gateway.ts'
import { asaasDate } from '../../payments/asaas/asaas-mapping.ts'
import { ASAAS_TEST_KEY, ASAAS_TEST_URL, createAsaasFake } from '../../testing/asaas-fake.ts'
import { cardPayment, createTestApp, signUp } from '../../testing/test-app.ts'
import { createTestClock, DAY } from '../../testing/test-clock.ts'
import { useTestDatabase } from '../../testing/test-database.ts'

const WEBHOOK_TOKEN = 'segredo-do-webhook-com-32-caracteres'
const db = useTestDatabase()
const clock = createTestClock()
const fake = createAsaasFake(() => asaasDate(clock.now()))
beforeAll(() => fake.server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => fake.server.close())
beforeEach(() => clock.set('2026-03-10T15:00:00.000Z'))

function setup(asaasWebhookToken: string | undefined = WEBHOOK_TOKEN) {
  const gateway = createAsaasGateway({
    apiKey: ASAAS_TEST_KEY,
    baseUrl: ASAAS_TEST_URL,
    timeoutMs: 2000,
    clock,
  })
  return createTestApp(db(), {
    clock,
    gateway,
    settings: { asaasWebhookToken, sessionTtlMs: 365 * DAY },
  })
}

/** A subscriber whose first payment went through Asaas. */
async function subscriber(t: ReturnType<typeof setup>) {
  const { token } = await signUp(t)
  const res = await t.request('POST', '/subscription/plano-essencial', {
    token,
    body: cardPayment(),
  })
  const row = await db()
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', res.body.data._id)
    .executeTakeFirstOrThrow()
  return { token, subscription: res.body.data, asaasRef: row.gateway_subscription_ref ?? '' }
}

const event = (id: string, name: string, payment: Record<string, unknown>) => ({
  id,
  event: name,
  dateCreated: '2026-04-09 10:00:00',
  payment: { object: 'payment', value: 49.9, billingType: 'CREDIT_CARD', ...payment },
})

const send = (t: ReturnType<typeof setup>, body: unknown, token: string | null = WEBHOOK_TOKEN) =>
  t.request('POST', '/webhooks/asaas', {
    body,
    ...(token !== null && { headers: { 'asaas-access-token': token } }),
  })

describe('POST /api/webhooks/asaas', () => {
  it('refuses a missing or wrong asaas-access-token, and every call when none is configured', async () => {
    const t = setup()
    const body = event('evt_1', 'PAYMENT_CONFIRMED', { id: 'pay_x', status: 'CONFIRMED' })
    expect((await send(t, body, null)).status).toBe(401)
    const wrong = await send(t, body, 'outro-segredo')
    expect(wrong.status).toBe(401)
    expect(wrong.body).toEqual({ message: API_MESSAGES.badWebhookToken })
    expect((await send(setup(undefined), body, 'qualquer')).status).toBe(401)
  })

  it('records a renewal Asaas charged and moves nextBillingDate; a repeated event changes nothing', async () => {
    const t = setup()
    const { token, subscription, asaasRef } = await subscriber(t)
    clock.advance(30 * DAY)
    const renewal = event('evt_renewal', 'PAYMENT_CONFIRMED', {
      id: 'pay_renewal',
      status: 'CONFIRMED',
      subscription: asaasRef,
      dueDate: asaasDate(new Date(subscription.nextBillingDate)),
      creditCard: { creditCardNumber: '4444', creditCardBrand: 'VISA' },
    })
    const first = await send(t, renewal)
    expect(first.status).toBe(200)
    expect(first.body.message).toBe('Evento processado')
    const repeat = await send(t, renewal)
    expect(repeat.status).toBe(200)
    expect(repeat.body.message).toBe('Evento já processado')

    const payments = await t.request('GET', '/recurrence/user', { token })
    expect(payments.body.data.map((p: { status: string }) => p.status)).toEqual(['paid', 'paid'])
    const after = await t.request('GET', `/subscription/${subscription._id}`, { token })
    expect(new Date(after.body.data.nextBillingDate).getTime()).toBeGreaterThan(
      new Date(subscription.nextBillingDate).getTime() + 29 * DAY,
    )
  })

  it('makes the payment failed and the subscription pending on an overdue renewal', async () => {
    const t = setup()
    const { token, subscription, asaasRef } = await subscriber(t)
    const overdue = event('evt_overdue', 'PAYMENT_OVERDUE', {
      id: 'pay_overdue',
      status: 'OVERDUE',
      subscription: asaasRef,
      dueDate: '2026-04-09',
    })
    expect((await send(t, overdue)).status).toBe(200)
    const after = await t.request('GET', `/subscription/${subscription._id}`, { token })
    expect(after.body.data.status).toBe('pending')
    const failed = await db()
      .selectFrom('payments')
      .selectAll()
      .where('status', '=', 'failed')
      .execute()
    expect(failed).toHaveLength(1)
  })

  it('acknowledges events about unknown payments or other things', async () => {
    const t = setup()
    const unknown = event('evt_unknown', 'PAYMENT_CONFIRMED', {
      id: 'pay_zzz',
      status: 'CONFIRMED',
      subscription: 'sub_zzz',
    })
    expect((await send(t, unknown)).status).toBe(200)
    expect((await send(t, { id: 'evt_other', event: 'SUBSCRIPTION_CREATED' })).status).toBe(200)
  })

  it('refuses a body that is not an Asaas event with 400', async () => {
    const res = await send(setup(), { hello: 'world' })
    expect(res.status).toBe(400)
    expect(typeof res.body.message).toBe('string')
  })
})
