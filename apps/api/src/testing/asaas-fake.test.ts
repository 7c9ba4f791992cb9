import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ASAAS_TEST_KEY, ASAAS_TEST_URL, createAsaasFake } from './asaas-fake.ts'

// The fake Asaas behaves as the real one where our adapter depends on it (asaas-fake.ts): these
// pin what its OpenAPI document and documentation say.

let today = '2026-03-10'
const fake = createAsaasFake(() => today)
beforeAll(() => fake.server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => fake.server.close())
beforeEach(() => {
  today = '2026-03-10'
  fake.reset()
})

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${ASAAS_TEST_URL}${path}`, {
    method,
    headers: { access_token: ASAAS_TEST_KEY, 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  // biome-ignore lint/suspicious/noExplicitAny: Asaas' loose JSON
  return { status: response.status, body: (await response.json()) as any }
}

const card = {
  holderName: 'MARIA DA SILVA',
  number: '4111111111111111',
  expiryMonth: '12',
  expiryYear: '2030',
  ccv: '123',
}
const holder = {
  name: 'Maria',
  email: 'maria@exemplo.com.br',
  cpfCnpj: '24971563792',
  postalCode: '01310100',
  addressNumber: '1000',
  phone: '11987654321',
}
async function customer() {
  return (await call('POST', '/customers', { name: 'Maria', cpfCnpj: '24971563792' })).body.id
}

describe('the fake Asaas', () => {
  it.each([
    ['POST', '/customers', {}, 'invalid_name'],
    ['POST', '/customers', { name: 'Maria' }, 'invalid_cpfCnpj'],
    // Captured against Asaas' sandbox: the customer is checked first.
    ['POST', '/payments', {}, 'invalid_customer'],
    ['POST', '/payments', { customer: 'cus_1', billingType: 'PIX', value: 10 }, 'invalid_dueDate'],
    [
      'POST',
      '/payments',
      {
        customer: 'cus_1',
        billingType: 'CREDIT_CARD',
        value: 10,
        dueDate: '2026-03-10',
        creditCardToken: 't',
      },
      'invalid_remoteIp',
    ],
    [
      'POST',
      '/subscriptions',
      { customer: 'cus_1', billingType: 'CREDIT_CARD', value: 10, nextDueDate: '2026-03-10' },
      'invalid_cycle',
    ],
    [
      'POST',
      '/subscriptions',
      {
        customer: 'cus_1',
        billingType: 'CREDIT_CARD',
        value: 10,
        nextDueDate: '2026-03-10',
        cycle: 'MONTHLY',
        creditCardToken: 't',
      },
      'invalid_remoteIp',
    ],
    [
      'POST',
      '/subscriptions',
      {
        customer: 'cus_1',
        billingType: 'CREDIT_CARD',
        value: 10,
        nextDueDate: '2026-03-10',
        cycle: 'MONTHLY',
        creditCard: { ...card, ccv: '' },
        creditCardHolderInfo: holder,
        remoteIp: '203.0.113.10',
      },
      'invalid_creditCard.ccv',
    ],
    [
      'POST',
      '/creditCard/tokenizeCreditCard',
      { customer: 'cus_1', creditCard: card },
      'invalid_creditCardHolderInfo',
    ],
    ['PUT', '/subscriptions/sub_1/creditCard', { creditCardToken: 't' }, 'invalid_remoteIp'],
  ])(
    '%s %s refuses a missing required field with 400 and Asaas error shape (%j -> %s)',
    async (method, path, body, code) => {
      const res = await call(method, path, body)
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ errors: [{ code, description: expect.any(String) }] })
    },
  )

  it('refuses a call without its API key with 401', async () => {
    const res = await fetch(`${ASAAS_TEST_URL}/customers`)
    expect(res.status).toBe(401)
  })

  it('lists no deleted item and shows a subscription without its card', async () => {
    const id = await customer()
    const made = await call('POST', '/subscriptions', {
      customer: id,
      billingType: 'CREDIT_CARD',
      value: 49.9,
      nextDueDate: today,
      cycle: 'MONTHLY',
      externalReference: 'ref-1',
      creditCard: card,
      creditCardHolderInfo: holder,
      remoteIp: '203.0.113.10',
    })
    // The POST's answer carries the card (and its token); nothing else does.
    expect(made.body.creditCard).toMatchObject({ creditCardNumber: '1111' })
    // Its first payment exists at once, charged, and the next due date moved a cycle.
    expect(made.body.nextDueDate).toBe('2026-04-10')
    const listed = await call('GET', '/subscriptions?externalReference=ref-1')
    expect(listed.body).toMatchObject({ object: 'list', hasMore: false, totalCount: 1 })
    expect(listed.body.data[0]).not.toHaveProperty('creditCard')
    const payments = await call('GET', `/subscriptions/${made.body.id}/payments`)
    expect(payments.body.data[0]).toMatchObject({ status: 'CONFIRMED', dueDate: today })

    await call('DELETE', `/subscriptions/${made.body.id}`)
    expect((await call('GET', '/subscriptions?externalReference=ref-1')).body.data).toEqual([])
    expect(
      (await call('GET', '/subscriptions?externalReference=ref-1&includeDeleted=true')).body.data,
    ).toHaveLength(1)
    // Found by its id all the same, marked removed.
    expect((await call('GET', `/subscriptions/${made.body.id}`)).body.deleted).toBe(true)
  })

  it('keeps a Pix code payable 12 months past its due date, and no longer once removed', async () => {
    const id = await customer()
    const pix = await call('POST', '/payments', {
      customer: id,
      billingType: 'PIX',
      value: 49.9,
      dueDate: today,
    })
    const qr = await call('GET', `/payments/${pix.body.id}/pixQrCode`)
    expect(qr.body.expirationDate).toBe('2027-03-10 23:59:59')
    today = '2026-09-01'
    const other = await call('POST', '/payments', {
      customer: id,
      billingType: 'PIX',
      value: 49.9,
      dueDate: '2026-03-10',
    })
    expect(await fake.pay(pix.body.id)).toBe(true)
    await call('DELETE', `/payments/${other.body.id}`)
    expect(await fake.pay(other.body.id)).toBe(false)
  })

  it('misbehaves on demand: late, lost, garbled, and webhooks twice, shuffled or early', async () => {
    const id = await customer()
    fake.state.failures.push({ method: 'POST', path: /^\/payments$/, mode: 'lost' })
    await expect(
      call('POST', '/payments', { customer: id, billingType: 'PIX', value: 1, dueDate: today }),
    ).rejects.toThrow()
    // The work was done: the payment exists although nobody got the answer.
    expect(fake.state.payments).toHaveLength(1)
    fake.state.failures.push({ method: 'POST', path: /^\/payments$/, mode: 'garbled' })
    const garbled = await fetch(`${ASAAS_TEST_URL}/payments`, {
      method: 'POST',
      headers: { access_token: ASAAS_TEST_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ customer: id, billingType: 'PIX', value: 1, dueDate: today }),
    })
    expect(garbled.status).toBe(200)
    await expect(garbled.json()).rejects.toThrow()

    const delivered: string[] = []
    fake.webhooks.setSink(async (event) => {
      delivered.push(`${event.event} ${event.payment?.id}`)
    })
    const [first, second] = fake.state.payments
    await fake.webhooks.flush('reversed')
    expect(delivered).toEqual([`PAYMENT_CREATED ${second?.id}`, `PAYMENT_CREATED ${first?.id}`])
    // Twice each, and while the call that raised them is still being answered.
    Object.assign(fake.webhooks.policy, { duplicate: true, early: true })
    delivered.length = 0
    const early = await call('POST', '/payments', {
      customer: id,
      billingType: 'PIX',
      value: 1,
      dueDate: today,
    })
    expect(delivered).toEqual([
      `PAYMENT_CREATED ${early.body.id}`,
      `PAYMENT_CREATED ${early.body.id}`,
    ])
  })
})
