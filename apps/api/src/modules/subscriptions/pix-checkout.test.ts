import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { brCodeAmountCents, isValidBrCode } from '@atendimento/domain/pix/br-code'
import { pixCheckoutResponseSchema, pixSignupResponseSchema } from '@atendimento/domain/schemas/pix'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  cardPayment,
  createTestApp,
  mailsTo,
  outbox,
  registration,
  signUp,
  type TestApp,
} from '../../testing/test-app.ts'
import { MINUTE } from '../../testing/test-clock.ts'
import { useTestDatabase } from '../../testing/test-database.ts'

const db = useTestDatabase()
const setup = () => createTestApp(db())

const receipts = async (email: string) =>
  (await outbox(db(), email)).filter((mail) => mail.subject.startsWith('Recibo de pagamento'))

const pixStatus = (t: TestApp, token: string, pixId: string) =>
  t.request('POST', '/subscription/pix/status', { token, body: { pixId } })

describe('Pix at checkout', () => {
  it('issues a valid BR Code for the plan price; the second status check pays it and e-mails a receipt', async () => {
    const t = setup()
    const { token, email } = await signUp(t)
    const res = await t.request('POST', '/subscription/plano-essencial/pix', { token })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(API_MESSAGES.pixIssued)
    const { subscription, pix } = v.parse(pixCheckoutResponseSchema, res.body.data)
    expect(subscription.status).toBe('pending')
    expect(subscription.paymentMethod).toBe('pix')
    expect(isValidBrCode(pix.code)).toBe(true)
    expect(brCodeAmountCents(pix.code)).toBe(4990)
    expect(pix.amount).toBe(4990)
    expect(new Date(pix.expiresAt).getTime() - t.clock.now().getTime()).toBe(30 * MINUTE)

    // "Continuar Pagamento" while the code is valid: the same code again, no second charge.
    const again = await t.request('POST', '/subscription/plano-essencial/pix', { token })
    expect(again.body.data.pix).toEqual(pix)

    expect((await pixStatus(t, token, pix.pixId)).body.data.status).toBe('pending')
    expect(await receipts(email)).toHaveLength(0)
    expect((await pixStatus(t, token, pix.pixId)).body.data.status).toBe('paid')
    const current = await t.request('GET', `/subscription/${subscription._id}`, { token })
    expect(current.body.data.status).toBe('active')

    const payments = await t.request('GET', '/recurrence/user', { token })
    expect(payments.body.data).toMatchObject([{ status: 'paid', method: 'pix', card: null }])
    // A third check changes nothing and writes no second receipt.
    expect((await pixStatus(t, token, pix.pixId)).body.data.status).toBe('paid')
    const mails = await receipts(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toContain('Recibo de pagamento')
    expect(mails[0]?.text_body).toContain('Forma de pagamento: Pix')
    expect(mails[0]?.text_body).toContain(
      'Empresa Exemplo Tecnologia Ltda. - CNPJ 11.222.333/0001-81',
    )
    expect(mails[0]?.html_body).toContain('<table')

    const receipt = await t.request('GET', `/recurrence/receipt/${payments.body.data[0]._id}`, {
      token,
    })
    expect(receipt.status).toBe(200)
    expect(receipt.body.data).toMatchObject({ planName: 'Essencial', amount: 4990, method: 'pix' })
  })

  it('an expired code reads expired, and asking again issues a new one', async () => {
    const t = setup()
    const { token } = await signUp(t)
    const first = await t.request('POST', '/subscription/plano-essencial/pix', { token })
    t.clock.advance(31 * MINUTE)
    expect((await pixStatus(t, token, first.body.data.pix.pixId)).body.data.status).toBe('expired')
    const second = await t.request('POST', '/subscription/plano-essencial/pix', { token })
    expect(second.status).toBe(200)
    expect(second.body.data.pix.pixId).not.toBe(first.body.data.pix.pixId)
    expect(second.body.data.subscription._id).toBe(first.body.data.subscription._id)
    const pending = await t.request('GET', '/recurrence/user?status=pending', { token })
    expect(pending.body.data).toHaveLength(1)
  })

  it('paying by card a subscription that has a Pix cancels the Pix, and the receipt names the card', async () => {
    const t = setup()
    const { token, email } = await signUp(t)
    const pix = await t.request('POST', '/subscription/plano-essencial/pix', { token })
    const card = await t.request('POST', '/subscription/plano-essencial', {
      token,
      body: cardPayment(),
    })
    expect(card.status).toBe(200)
    expect(card.body.data).toMatchObject({
      status: 'active',
      paymentMethod: 'credit_card',
      card: { brand: 'visa', last4: '4444' },
    })
    expect((await pixStatus(t, token, pix.body.data.pix.pixId)).body.data.status).toBe('canceled')
    const payments = await t.request('GET', '/recurrence/user', { token })
    expect(
      payments.body.data.map((p: { method: string; status: string }) => [p.method, p.status]),
    ).toEqual(
      expect.arrayContaining([
        ['credit_card', 'paid'],
        ['pix', 'canceled'],
      ]),
    )
    const mails = await receipts(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text_body).toContain('Forma de pagamento: Visa final 4444')
    // Delivered right away, not at the next maintenance run.
    const delivered = await mailsTo(t, email)
    expect(delivered.filter((mail) => mail.subject.startsWith('Recibo'))).toHaveLength(1)
    expect((await receipts(email))[0]?.status).toBe('sent')
  })

  it('signs up and issues a Pix in one call; a taken plan clash leaves no account', async () => {
    const t = setup()
    const user = registration()
    const res = await t.request('POST', '/subscription/plano-essencial/user-data/pix', {
      body: { user },
    })
    expect(res.status).toBe(200)
    const data = v.parse(pixSignupResponseSchema, res.body.data)
    expect(isValidBrCode(data.pix.code)).toBe(true)
    expect(data.user.email).toBe(user.email)
    const status = await pixStatus(t, data.token, data.pix.pixId)
    expect(status.body.data.status).toBe('pending')

    const unknown = await t.request('POST', '/subscription/plano-nenhum/user-data/pix', {
      body: { user: registration() },
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe(API_MESSAGES.planNotFound)
  })

  it('refuses a Pix for an unknown plan (404) and without a session (401)', async () => {
    const t = setup()
    const { token } = await signUp(t)
    const unknown = await t.request('POST', '/subscription/plano-nenhum/pix', { token })
    expect(unknown.status).toBe(404)
    const anonymous = await t.request('POST', '/subscription/plano-essencial/pix')
    expect(anonymous.status).toBe(401)
  })
})

describe('receipts', () => {
  it('a pending payment has no receipt yet (409); another account reads 404', async () => {
    const t = setup()
    const owner = await signUp(t)
    const stranger = await signUp(t)
    await t.request('POST', '/subscription/plano-essencial/pix', { token: owner.token })
    const [payment] = (await t.request('GET', '/recurrence/user', { token: owner.token })).body.data
    const pending = await t.request('GET', `/recurrence/receipt/${payment._id}`, {
      token: owner.token,
    })
    expect(pending.status).toBe(409)
    expect(pending.body.message).toBe(API_MESSAGES.receiptNotPaid)
    const other = await t.request('GET', `/recurrence/receipt/${payment._id}`, {
      token: stranger.token,
    })
    expect(other.status).toBe(404)
  })
})

describe('PUT /subscription/{id}/card', () => {
  it('saves a new card for the next renewals without charging it', async () => {
    const t = setup()
    const { token } = await signUp(t)
    const subscribed = await t.request('POST', '/subscription/plano-essencial', {
      token,
      body: cardPayment(),
    })
    const id = subscribed.body.data._id
    const res = await t.request('PUT', `/subscription/${id}/card`, {
      token,
      body: cardPayment('5555 5555 5555 4444'),
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(API_MESSAGES.cardUpdated)
    expect(res.body.data.card).toEqual({ brand: 'mastercard', last4: '4444' })
    const payments = await t.request('GET', '/recurrence/user', { token })
    expect(payments.body.data).toHaveLength(1)
    const row = await db()
      .selectFrom('subscriptions')
      .select(['card_token', 'card_brand'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row.card_brand).toBe('mastercard')
    const audited = await db()
      .selectFrom('audit_events')
      .selectAll()
      .where('kind', '=', 'card.updated')
      .execute()
    expect(audited).toHaveLength(1)
  })

  it('a refused card gets the refused-card message and changes nothing', async () => {
    const t = setup()
    const { token } = await signUp(t)
    const subscribed = await t.request('POST', '/subscription/plano-essencial', {
      token,
      body: cardPayment(),
    })
    const res = await t.request('PUT', `/subscription/${subscribed.body.data._id}/card`, {
      token,
      body: cardPayment('5184 0197 4037 3151'),
    })
    expect(res.status).toBe(402)
    expect(res.body.message).toBe(
      'Pagamento recusado: Transação não autorizada pelo emissor do cartão.',
    )
    const current = await t.request('GET', `/subscription/${subscribed.body.data._id}`, { token })
    expect(current.body.data.card).toEqual({ brand: 'visa', last4: '4444' })
  })

  it('a cancelled subscription takes no card (409); an unknown one is 404', async () => {
    const t = setup()
    const { token } = await signUp(t)
    const subscribed = await t.request('POST', '/subscription/plano-essencial', {
      token,
      body: cardPayment(),
    })
    await t.request('DELETE', `/subscription/${subscribed.body.data._id}`, { token })
    const canceled = await t.request('PUT', `/subscription/${subscribed.body.data._id}/card`, {
      token,
      body: cardPayment('5555 5555 5555 4444'),
    })
    expect(canceled.status).toBe(409)
    expect(canceled.body.message).toBe(API_MESSAGES.cardUpdateNotAllowed)
    const unknown = await t.request('PUT', '/subscription/nada/card', {
      token,
      body: cardPayment('5555 5555 5555 4444'),
    })
    expect(unknown.status).toBe(404)
  })
})
