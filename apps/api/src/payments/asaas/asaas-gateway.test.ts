import { isValidBrCode } from '@atendimento/domain/pix/br-code'
import { describe, expect, it } from 'vitest'
import { setRole } from '../../modules/admin/roles.ts'
import { ASAAS_TEST_KEY } from '../../testing/asaas-fake.ts'
import { ASAAS_WEBHOOK_TOKEN, useAsaas } from '../../testing/asaas-harness.ts'
import { cardPayment, outbox, signUp } from '../../testing/test-app.ts'
import { DAY } from '../../testing/test-clock.ts'
import { useTestDatabase } from '../../testing/test-database.ts'
import { asaasDate, asaasPaymentStatus } from './asaas-mapping.ts'

const db = useTestDatabase()
const { clock, fake, setup, settle } = useAsaas(db)
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
    expect(stored.card_token).toBe(fake.state.subscriptions[0]?.creditCard.creditCardToken)
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
    await settle(t)
    expect(fake.state.subscriptions[0]?.deleted).toBe(true)
    clock.advance(5 * DAY)
    const reactivated = await t.request('PUT', `/subscription/${created._id}/activate`, { token })
    expect(reactivated.status).toBe(200)
    const [, again] = posts('/v3/subscriptions')
    expect(again?.body).toMatchObject({
      creditCardToken: fake.state.subscriptions[0]?.creditCard.creditCardToken,
      nextDueDate: asaasDate(new Date(created.nextBillingDate)),
      remoteIp: '203.0.113.10',
    })
    expect(again?.body).not.toHaveProperty('creditCard')
  })

  it('issues a Pix with billingType PIX, shows its pixQrCode payload, and settles on PAYMENT_RECEIVED once', async () => {
    const t = setup()
    const { token, email } = await signUp(t)
    const res = await t.request('POST', '/subscription/plano-essencial/pix', { token })
    expect(res.status).toBe(200)
    const [charge] = posts('/v3/payments')
    expect(charge?.body).toMatchObject({ billingType: 'PIX', value: 49.9 })
    const { pix } = res.body.data
    expect(pix.pixId).toBe(fake.state.payments[0]?.id)
    expect(isValidBrCode(pix.code)).toBe(true)
    expect(fake.state.requests.some((r) => r.path === `/v3/payments/${pix.pixId}/pixQrCode`)).toBe(
      true,
    )
    // Still pending at Asaas: the status check says so.
    const pending = await t.request('POST', '/subscription/pix/status', {
      token,
      body: { pixId: pix.pixId },
    })
    expect(pending.body.data.status).toBe('pending')

    const event = {
      id: 'evt_pix_1',
      event: 'PAYMENT_RECEIVED',
      payment: { id: pix.pixId, status: 'RECEIVED', value: 49.9, billingType: 'PIX' },
    }
    for (let delivery = 0; delivery < 2; delivery++) {
      const hook = await t.request('POST', '/webhooks/asaas', {
        body: event,
        headers: { 'asaas-access-token': ASAAS_WEBHOOK_TOKEN },
      })
      expect(hook.status).toBe(200)
    }
    const current = await t.request('GET', `/subscription/${res.body.data.subscription._id}`, {
      token,
    })
    expect(current.body.data.status).toBe('active')
    const receipts = (await outbox(db(), email)).filter((m) => m.subject.startsWith('Recibo'))
    expect(receipts).toHaveLength(1)
    expect(receipts[0]?.text_body).toContain('Forma de pagamento: Pix')
  })

  it('updates the card by tokenisation and moves the Asaas subscription to it, charging nothing', async () => {
    const t = setup()
    const { token } = await signUp(t)
    const created = (
      await t.request('POST', '/subscription/plano-essencial', { token, body: cardPayment() })
    ).body.data
    const paymentsBefore = fake.state.payments.length
    const res = await t.request('PUT', `/subscription/${created._id}/card`, {
      token,
      body: cardPayment('5555 5555 5555 4444'),
    })
    expect(res.status).toBe(200)
    expect(res.body.data.card).toEqual({ brand: 'mastercard', last4: '4444' })
    const [tokenised] = posts('/v3/creditCard/tokenizeCreditCard')
    expect(tokenised?.body).toMatchObject({ creditCard: { number: '5555555555554444' } })
    const moved = fake.state.requests.find((r) => r.method === 'PUT')
    expect(moved?.path).toBe(`/v3/subscriptions/${fake.state.subscriptions[0]?.id}/creditCard`)
    expect(fake.state.payments).toHaveLength(paymentsBefore)

    const refused = await t.request('PUT', `/subscription/${created._id}/card`, {
      token,
      body: cardPayment('5184 0197 4037 3151'),
    })
    expect(refused.status).toBe(402)
    expect(refused.body.message).toBe('Pagamento recusado: Cartão recusado.')
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

  it('refunds a paid payment with POST /payments/{id}/refund; a refused refund changes nothing', async () => {
    const t = setup()
    const operator = await signUp(t)
    await setRole(db(), { email: operator.email, role: 'operator', by: 'teste', at: clock.now() })
    const { token } = await signUp(t)
    await t.request('POST', '/subscription/plano-essencial', { token, body: cardPayment() })
    const [payment] = (await t.request('GET', '/recurrence/user', { token })).body.data
    const [charged] = fake.state.payments
    fake.state.failures.push({ method: 'POST', path: /\/refund$/, mode: 'error' })
    const refused = await t.request('POST', `/admin/payment/${payment._id}/refund`, {
      token: operator.token,
    })
    expect(refused.status).toBe(502)
    expect(charged?.status).toBe('CONFIRMED')
    const refunded = await t.request('POST', `/admin/payment/${payment._id}/refund`, {
      token: operator.token,
    })
    expect(refunded.status).toBe(200)
    expect(posts(`/v3/payments/${charged?.id}/refund`)).toHaveLength(2)
    expect(charged?.status).toBe('REFUNDED')
    expect(refunded.body.data.payments[0].status).toBe('refunded')
  })
})
