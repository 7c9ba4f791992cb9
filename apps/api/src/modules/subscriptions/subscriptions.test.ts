import { API_MESSAGES, awaitingConfirmation } from '@atendimento/domain/contract/messages'
import {
  subscriptionListSchema,
  subscriptionSchema,
} from '@atendimento/domain/schemas/subscription'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { SANDBOX_CARDS } from '../../payments/sandbox-gateway.ts'
import {
  cardPayment,
  createTestApp,
  registration,
  signUp,
  type TestApp,
} from '../../testing/test-app.ts'
import { DAY } from '../../testing/test-clock.ts'
import { useTestDatabase } from '../../testing/test-database.ts'
import { runBilling } from '../billing/billing-job.ts'
import { deactivatePlan } from '../plans/plans-repository.ts'

const db = useTestDatabase()
// Sessions outlive the months these tests travel through.
const setup = () => createTestApp(db(), { settings: { sessionTtlMs: 365 * DAY } })

const subscribe = (
  t: TestApp,
  token: string,
  planId = 'plano-essencial',
  number = '4444 4444 4444 4444',
) => t.request('POST', `/subscription/${planId}`, { token, body: cardPayment(number) })

const rows = (table: 'subscriptions' | 'payments' | 'sandbox_charges') =>
  db().selectFrom(table).selectAll().execute()

describe('POST /api/subscription/{planId}', () => {
  it('charges the card and answers an active subscription one cycle ahead', async () => {
    const t = setup()
    const { token } = await signUp(t)
    const res = await subscribe(t, token)
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Pagamento aprovado! Sua assinatura está ativa.')
    const subscription = v.parse(subscriptionSchema, res.body.data)
    expect(subscription).toMatchObject({
      status: 'active',
      planId: { _id: 'plano-essencial', name: 'Essencial', price: 4990 },
      nextBillingDate: new Date(t.clock.now().getTime() + 30 * DAY).toISOString(),
      created_at: t.clock.now().toISOString(),
      canceledAt: null,
    })
    const [payment] = await rows('payments')
    expect(payment).toMatchObject({
      amount_cents: 4990,
      status: 'paid',
      card_brand: 'visa',
      card_last4: '4444',
      subscription_id: subscription._id,
    })
  })

  it('moves nextBillingDate by the plan cycle (90 days for the quarterly plan)', async () => {
    const t = setup()
    const { token } = await signUp(t)
    const res = await subscribe(t, token, 'plano-trimestral')
    expect(res.body.data.nextBillingDate).toBe(
      new Date(t.clock.now().getTime() + 90 * DAY).toISOString(),
    )
  })

  it.each([
    ['5184 0197 4037 3151', 'Pagamento recusado: Transação não autorizada pelo emissor do cartão.'],
    ['4916 5613 5824 0741', 'Pagamento recusado: Transação não autorizada pelo emissor do cartão.'],
    ['4111 1111 1111 1112', 'Pagamento recusado: Número do cartão inválido.'],
  ])('refuses card %s with 402 and leaves no subscription behind', async (number, message) => {
    const t = setup()
    const { token } = await signUp(t)
    const res = await subscribe(t, token, 'plano-essencial', number)
    expect(res.status).toBe(402)
    expect(res.body).toEqual({ message })
    expect(await rows('subscriptions')).toHaveLength(0)
    expect(await rows('payments')).toHaveLength(0)
    // The same person can try again with another card at once.
    expect((await subscribe(t, token)).status).toBe(200)
  })

  it('refuses an expired card', async () => {
    const t = setup()
    const { token } = await signUp(t)
    const body = cardPayment()
    body.creditCard.expiryYear = '2025'
    const res = await t.request('POST', '/subscription/plano-essencial', { token, body })
    expect([400, 402]).toContain(res.status)
    expect(res.body.message).toMatch(/expirado/)
  })

  it.each([
    ['a short CCV', { ccv: '12' }, 'CCV inválido'],
    ['no holder name', { holderName: '' }, 'Nome do portador é obrigatório'],
    ['a 12-digit number', { number: '444444444444' }, 'Número do cartão inválido'],
    ['month 13', { expiryMonth: '13' }, 'Mês inválido'],
  ])('refuses %s with 400', async (_, card, message) => {
    const t = setup()
    const { token } = await signUp(t)
    const body = cardPayment()
    Object.assign(body.creditCard, card)
    const res = await t.request('POST', '/subscription/plano-essencial', { token, body })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ message })
  })

  it('needs a token', async () => {
    const res = await setup().request('POST', '/subscription/plano-essencial', {
      body: cardPayment(),
    })
    expect(res.status).toBe(401)
  })

  it('answers 404 for an unknown or deactivated plan', async () => {
    const t = setup()
    const { token } = await signUp(t)
    const unknown = await subscribe(t, token, 'nao-existe')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ message: API_MESSAGES.planNotFound })
    await deactivatePlan(db(), 'plano-trimestral')
    expect((await subscribe(t, token, 'plano-trimestral')).status).toBe(404)
  })

  it('answers 409 for the plan already active, and for another plan while one is active', async () => {
    const t = setup()
    const { token } = await signUp(t)
    await subscribe(t, token)
    const again = await subscribe(t, token)
    expect(again.status).toBe(409)
    expect(again.body).toEqual({ message: API_MESSAGES.alreadySubscribed })
    const other = await subscribe(t, token, 'plano-profissional')
    expect(other.status).toBe(409)
    expect(other.body).toEqual({ message: API_MESSAGES.otherPlanActive })
    expect(await rows('payments')).toHaveLength(1)
  })
})

describe('a plan priced 0 (issue 26)', () => {
  it('is refused by card and by Pix, signed in or signing up: no charge, no code, no account', async () => {
    const t = setup()
    await db()
      .updateTable('plans')
      .set({ price_cents: 0 })
      .where('id', '=', 'plano-essencial')
      .execute()
    const { token } = await signUp(t)
    const user = registration()
    const answers = [
      await subscribe(t, token),
      await t.request('POST', '/subscription/plano-essencial/pix', { token }),
      await t.request('POST', '/subscription/plano-essencial/user-data', {
        body: { user, payment: cardPayment() },
      }),
      await t.request('POST', '/subscription/plano-essencial/user-data/pix', { body: { user } }),
    ]
    for (const res of answers) {
      expect(res).toMatchObject({ status: 409, body: { message: API_MESSAGES.planNotPurchasable } })
    }
    expect(await rows('subscriptions')).toEqual([])
    expect(await rows('sandbox_charges')).toEqual([])
    const made = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', user.email)
      .execute()
    expect(made).toEqual([])
  })
})

describe('another plan while one is pending', () => {
  it('gives up a subscription whose renewal failed for the new plan', async () => {
    const t = setup()
    const { token } = await signUp(t)
    const first = (await subscribe(t, token, 'plano-essencial', SANDBOX_CARDS.renewalsRefused)).body
      .data
    t.clock.advance(31 * DAY)
    await runBilling(t.context)
    const switched = await subscribe(t, token, 'plano-profissional')
    expect(switched.status).toBe(200)
    expect(switched.body.data.status).toBe('active')
    const old = await t.request('GET', `/subscription/${first._id}`, { token })
    expect(old.body.data).toMatchObject({
      status: 'canceled',
      canceledAt: t.clock.now().toISOString(),
    })
  })

  it('asks to finish a charge still unanswered first', async () => {
    const t = setup()
    const { token } = await signUp(t)
    await subscribe(t, token, 'plano-essencial', SANDBOX_CARDS.answerLost)
    const other = await subscribe(t, token, 'plano-profissional')
    expect(other.status).toBe(409)
    expect(other.body).toEqual({ message: awaitingConfirmation('Essencial') })
  })
})

describe('two checkouts at once (a double click)', () => {
  it('charge once: one subscription, one charge; the second answer is that one or a 409', async () => {
    const t = setup()
    const { token } = await signUp(t)
    const results = await Promise.all([subscribe(t, token), subscribe(t, token)])
    expect(results.map((res) => res.status)).toContain(200)
    for (const res of results) expect([200, 409]).toContain(res.status)
    expect(await rows('sandbox_charges')).toHaveLength(1)
    expect(await rows('subscriptions')).toHaveLength(1)
  })
})

describe('a plan withdrawn while a payment is pending', () => {
  it('can still be paid through "Continuar Pagamento"', async () => {
    const t = setup()
    const { token } = await signUp(t)
    expect((await subscribe(t, token, 'plano-essencial', SANDBOX_CARDS.answerLost)).status).toBe(
      502,
    )
    await deactivatePlan(db(), 'plano-essencial')
    const resumed = await subscribe(t, token)
    expect(resumed.status).toBe(200)
    expect(resumed.body.data.status).toBe('active')
  })
})

describe('GET /api/subscription and /api/subscription/{id}', () => {
  it("lists only the caller's subscriptions, with the plan populated", async () => {
    const t = setup()
    const mine = await signUp(t)
    const theirs = await signUp(t)
    await subscribe(t, mine.token)
    await subscribe(t, theirs.token, 'plano-profissional')
    const res = await t.request('GET', '/subscription', { token: mine.token })
    expect(res.status).toBe(200)
    const list = v.parse(subscriptionListSchema, res.body.data)
    expect(list).toHaveLength(1)
    expect(list[0]?.planId).toEqual({ _id: 'plano-essencial', name: 'Essencial', price: 4990 })
  })

  it("answers one's own subscription, and 404 for someone else's or an unknown id", async () => {
    const t = setup()
    const mine = await signUp(t)
    const theirs = await signUp(t)
    const { body } = await subscribe(t, theirs.token)
    const own = await subscribe(t, mine.token)
    const ok = await t.request('GET', `/subscription/${own.body.data._id}`, { token: mine.token })
    expect(ok.status).toBe(200)
    expect(ok.body.data._id).toBe(own.body.data._id)
    const other = await t.request('GET', `/subscription/${body.data._id}`, { token: mine.token })
    expect(other.status).toBe(404)
    expect(other.body).toEqual({ message: 'Assinatura não encontrada' })
    const unknown = await t.request('GET', '/subscription/nao-existe', { token: mine.token })
    expect(unknown.status).toBe(404)
  })

  it('needs a token', async () => {
    const t = setup()
    expect((await t.request('GET', '/subscription')).status).toBe(401)
    expect((await t.request('GET', '/subscription/qualquer')).status).toBe(401)
  })
})

describe('DELETE /api/subscription/{id}', () => {
  it('cancels: status canceled, canceledAt now, access until nextBillingDate', async () => {
    const t = setup()
    const { token } = await signUp(t)
    const created = (await subscribe(t, token)).body.data
    t.clock.advance(3 * DAY)
    const res = await t.request('DELETE', `/subscription/${created._id}`, { token })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(
      'Assinatura cancelada. Você mantém o acesso até a próxima data de cobrança.',
    )
    expect(res.body.data).toMatchObject({
      status: 'canceled',
      canceledAt: t.clock.now().toISOString(),
      nextBillingDate: created.nextBillingDate,
    })
    const twice = await t.request('DELETE', `/subscription/${created._id}`, { token })
    expect(twice.status).toBe(409)
    expect(twice.body).toEqual({ message: API_MESSAGES.alreadyCanceled })
  })

  it("answers 404 for someone else's subscription and leaves it alone", async () => {
    const t = setup()
    const mine = await signUp(t)
    const theirs = await signUp(t)
    const { body } = await subscribe(t, theirs.token)
    const res = await t.request('DELETE', `/subscription/${body.data._id}`, { token: mine.token })
    expect(res.status).toBe(404)
    const still = await t.request('GET', `/subscription/${body.data._id}`, { token: theirs.token })
    expect(still.body.data.status).toBe('active')
  })

  it('needs a token', async () => {
    expect((await setup().request('DELETE', '/subscription/x')).status).toBe(401)
  })
})

describe('PUT /api/subscription/{id}/activate', () => {
  it('reactivates inside the paid period without charging', async () => {
    const t = setup()
    const { token } = await signUp(t)
    const created = (await subscribe(t, token)).body.data
    await t.request('DELETE', `/subscription/${created._id}`, { token })
    t.clock.advance(10 * DAY)
    const res = await t.request('PUT', `/subscription/${created._id}/activate`, { token })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Assinatura reativada')
    expect(res.body.data).toMatchObject({
      status: 'active',
      canceledAt: null,
      nextBillingDate: created.nextBillingDate,
    })
    expect(await rows('payments')).toHaveLength(1)
  })

  it('past the paid period, charges the saved card and moves nextBillingDate', async () => {
    const t = setup()
    const { token } = await signUp(t)
    const created = (await subscribe(t, token)).body.data
    await t.request('DELETE', `/subscription/${created._id}`, { token })
    t.clock.advance(45 * DAY)
    const res = await t.request('PUT', `/subscription/${created._id}/activate`, { token })
    expect(res.status).toBe(200)
    expect(res.body.data.status).toBe('active')
    expect(res.body.data.nextBillingDate).toBe(
      new Date(t.clock.now().getTime() + 30 * DAY).toISOString(),
    )
    const payments = await rows('payments')
    expect(payments.map((payment) => payment.status)).toEqual(['paid', 'paid'])
  })

  it('past the paid period with a card that is now refused: 402, still canceled', async () => {
    const t = setup()
    const { token } = await signUp(t)
    const created = (await subscribe(t, token, 'plano-essencial', SANDBOX_CARDS.renewalsRefused))
      .body.data
    await t.request('DELETE', `/subscription/${created._id}`, { token })
    t.clock.advance(31 * DAY)
    const res = await t.request('PUT', `/subscription/${created._id}/activate`, { token })
    expect(res.status).toBe(402)
    expect(res.body.message).toMatch(/^Pagamento recusado/)
    const after = await t.request('GET', `/subscription/${created._id}`, { token })
    expect(after.body.data.status).toBe('canceled')
  })

  it('answers 409 for an active subscription and 404 for someone else’s', async () => {
    const t = setup()
    const mine = await signUp(t)
    const theirs = await signUp(t)
    const own = (await subscribe(t, mine.token)).body.data
    const active = await t.request('PUT', `/subscription/${own._id}/activate`, {
      token: mine.token,
    })
    expect(active.status).toBe(409)
    expect(active.body).toEqual({ message: API_MESSAGES.alreadyActive })
    const other = await t.request('PUT', `/subscription/${own._id}/activate`, {
      token: theirs.token,
    })
    expect(other.status).toBe(404)
  })

  it('needs a token', async () => {
    expect((await setup().request('PUT', '/subscription/x/activate')).status).toBe(401)
  })
})
