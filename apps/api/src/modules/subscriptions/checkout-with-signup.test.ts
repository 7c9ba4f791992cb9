import { BIRTHDATE_MESSAGES } from '@atendimento/domain/birthdate'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { subscribeWithSignupResponseSchema } from '@atendimento/domain/schemas/subscription'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { SANDBOX_CARDS } from '../../payments/sandbox-gateway.ts'
import { cardPayment, createTestApp, mailsTo, registration } from '../../testing/test-app.ts'
import { useTestDatabase } from '../../testing/test-database.ts'

const db = useTestDatabase()
const setup = () => createTestApp(db())
const users = () => db().selectFrom('users').selectAll().execute()

const checkout = (
  user = registration(),
  number = '4444 4444 4444 4444',
  planId = 'plano-profissional',
) => ({ path: `/subscription/${planId}/user-data`, body: { user, payment: cardPayment(number) } })

describe('POST /api/subscription/{planId}/user-data', () => {
  it('registers, subscribes and answers a working token', async () => {
    const t = setup()
    const { path, body } = checkout()
    const res = await t.request('POST', path, { body })
    expect(res.status).toBe(200)
    const data = v.parse(subscribeWithSignupResponseSchema, res.body.data)
    expect(data.user.email).toBe(body.user.email)
    expect(data.subscription).toMatchObject({
      status: 'active',
      planId: { _id: 'plano-profissional', name: 'Profissional', price: 9990 },
    })
    const mine = await t.request('GET', '/subscription', { token: data.token })
    expect(mine.body.data.map((item: { _id: string }) => item._id)).toEqual([data.subscription._id])
  })

  it.each([
    ['with a card', '/user-data'],
    ['with Pix', '/user-data/pix'],
  ])("sends 'Sua conta … foi criada' as a registration does, %s (issue 29)", async (_, tail) => {
    const t = setup()
    const { body } = checkout()
    const res = await t.request('POST', `/subscription/plano-profissional${tail}`, {
      body: tail.endsWith('pix') ? { user: body.user } : body,
    })
    expect(res.status).toBe(200)
    const subjects = (await mailsTo(t, body.user.email)).map((mail) => mail.subject)
    expect(subjects).toContain('Sua conta no Atendimento Inteligente foi criada')
  })

  // The test clock starts in 2026: the same age rule as POST /auth/register, card or Pix.
  it.each([
    ['with a card', '/user-data'],
    ['with Pix', '/user-data/pix'],
  ])('refuses a person of 16 %s with 400, and makes no account', async (_, tail) => {
    const t = setup()
    const { body } = checkout(registration({ birthdate: '2010-01-01' }))
    const res = await t.request('POST', `/subscription/plano-profissional${tail}`, {
      body: tail.endsWith('pix') ? { user: body.user } : body,
    })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ message: BIRTHDATE_MESSAGES.tooYoung })
    expect(await users()).toHaveLength(0)
  })

  it('refuses a declined card with 402 and keeps no account, so the form can be sent again', async () => {
    const t = setup()
    const user = registration()
    const declined = checkout(user, '5184 0197 4037 3151')
    const res = await t.request('POST', declined.path, { body: declined.body })
    expect(res.status).toBe(402)
    expect(await users()).toHaveLength(0)
    const retry = checkout(user)
    expect((await t.request('POST', retry.path, { body: retry.body })).status).toBe(200)
  })

  it('keeps the account when the gateway does not answer, and says how to go on', async () => {
    const t = setup()
    const user = registration()
    const lost = checkout(user, SANDBOX_CARDS.answerLost)
    const res = await t.request('POST', lost.path, { body: lost.body })
    expect(res.status).toBe(502)
    expect(res.body).toEqual({ message: API_MESSAGES.signupKeptPaymentUnknown })
    const login = await t.request('POST', '/auth/login', {
      body: { email: user.email, password: user.password },
    })
    const token = login.body.data.token
    const [pending] = (await t.request('GET', '/subscription', { token })).body.data
    expect(pending.status).toBe('pending')
    const resumed = await t.request('POST', '/subscription/plano-profissional', {
      token,
      body: cardPayment(),
    })
    expect(resumed.body.data).toMatchObject({ _id: pending._id, status: 'active' })
  })

  it('answers a taken e-mail or document with a 409 that names neither, charges nothing and tells the address', async () => {
    const t = setup()
    const user = registration()
    await t.request('POST', '/auth/register', { body: user })
    const sameEmail = checkout({ ...registration(), email: user.email })
    const byEmail = await t.request('POST', sameEmail.path, { body: sameEmail.body })
    const sameDocument = checkout({ ...registration(), document: user.document })
    const byDocument = await t.request('POST', sameDocument.path, { body: sameDocument.body })
    for (const res of [byEmail, byDocument]) {
      expect(res).toMatchObject({ status: 409, body: { message: API_MESSAGES.signupNotPossible } })
    }
    expect((await mailsTo(t, user.email)).at(-1)?.subject).toBe(
      'Alguém tentou criar uma conta com o seu e-mail',
    )
    expect(await db().selectFrom('payments').selectAll().execute()).toEqual([])
  })

  it('answers 404 for an unknown plan without creating the account', async () => {
    const t = setup()
    const { path, body } = checkout(registration(), undefined, 'nao-existe')
    const res = await t.request('POST', path, { body })
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ message: 'Plano não encontrado' })
    expect(await users()).toHaveLength(0)
  })

  it.each([
    [
      'an invalid CPF in the user',
      { user: registration({ document: '000.000.000-00' }) },
      'CPF ou CNPJ inválido',
    ],
    ['a payment without card', { payment: { ...cardPayment(), creditCard: undefined } }, undefined],
  ])('refuses %s with 400', async (_, override, message) => {
    const t = setup()
    const { path, body } = checkout()
    const res = await t.request('POST', path, { body: { ...body, ...override } })
    expect(res.status).toBe(400)
    if (message) expect(res.body).toEqual({ message })
    expect(typeof res.body.message).toBe('string')
    expect(await users()).toHaveLength(0)
  })
})
