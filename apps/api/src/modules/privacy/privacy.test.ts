import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { accountExportSchema } from '@atendimento/domain/schemas/privacy'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { expectNoCardData } from '../../testing/card-leaks.ts'
import {
  cardPayment,
  createTestApp,
  registration,
  settle,
  signUp,
  type TestApp,
} from '../../testing/test-app.ts'
import { DAY } from '../../testing/test-clock.ts'
import { useTestDatabase } from '../../testing/test-database.ts'

const db = useTestDatabase()
const setup = () => createTestApp(db(), { settings: { sessionTtlMs: 365 * DAY } })
const CARD = { number: '4444444444444444', ccv: '123' }

async function customer(t: TestApp) {
  const account = await signUp(t)
  const paid = await t.request('POST', '/subscription/plano-essencial', {
    token: account.token,
    body: cardPayment(CARD.number),
  })
  expect(paid.status).toBe(200)
  await settle(t)
  return { ...account, subscriptionId: paid.body.data._id as string }
}

describe('GET /api/user/data (Baixar meus dados)', () => {
  it('has the profile, subscriptions, payments, consents and e-mails, and no secret', async () => {
    const t = setup()
    const { token, email } = await customer(t)
    const res = await t.request('GET', '/user/data', { token })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(API_MESSAGES.accountExported)
    const data = v.parse(accountExportSchema, res.body.data)
    expect(data.profile.email).toBe(email)
    expect(data.subscriptions).toHaveLength(1)
    expect(data.payments).toMatchObject([{ amount: 4990, status: 'paid' }])
    expect(data.consents.notifications).toEqual({ email: true, weeklyReports: false })
    expect(data.emails.map((mail) => mail.subject)).toContain(
      'Sua conta no Atendimento Inteligente foi criada',
    )
    const text = JSON.stringify(res.body)
    expectNoCardData(text, [CARD], 'exportação')
    const row = await db()
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    const [subscription] = await db().selectFrom('subscriptions').selectAll().execute()
    expect(text).not.toContain(row.password_hash)
    expect(subscription?.card_token).toBeTruthy()
    expect(text).not.toContain(subscription?.card_token ?? '')
  })
})

describe('notification switches', () => {
  it('are saved per account', async () => {
    const t = setup()
    const alice = await signUp(t)
    const bob = await signUp(t)
    const saved = await t.request('PUT', '/user/notifications', {
      token: alice.token,
      body: { email: false, weeklyReports: true },
    })
    expect(saved.body).toEqual({
      message: API_MESSAGES.notificationsSaved,
      data: { email: false, weeklyReports: true },
    })
    const read = async (token: string) =>
      (await t.request('GET', '/user/notifications', { token })).body.data
    expect(await read(alice.token)).toEqual({ email: false, weeklyReports: true })
    expect(await read(bob.token)).toEqual({ email: true, weeklyReports: false })
  })
})

describe('POST /api/user/delete (Excluir conta permanentemente)', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const t = setup()
    const { token } = await customer(t)
    const res = await t.request('POST', '/user/delete', { token, body: { password: 'errada123' } })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(API_MESSAGES.deletePasswordWrong)
    expect((await t.request('GET', '/subscription', { token })).body.data[0].status).toBe('active')
  })

  it('cancels, erases, ends every session, e-mails a confirmation and keeps payments anonymised', async () => {
    const t = setup()
    const { token, password, email, user } = await customer(t)
    // An e-mail change asked and never confirmed: its audit detail names the new address.
    const { password: _, acceptedTerms: __, ...fields } = registration()
    const asked = 'endereco.novo.nunca.confirmado@exemplo.com.br'
    const changed = await t.request('PATCH', '/user', {
      token,
      body: { ...fields, document: user.document, email: asked, currentPassword: password },
    })
    expect(changed.status).toBe(200)
    const second = await t.request('POST', '/auth/login', {
      body: { email, password },
      ip: '198.51.100.7',
    })
    const res = await t.request('POST', '/user/delete', { token, body: { password } })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(API_MESSAGES.accountDeleted)
    await settle(t)

    // Every session ended; the e-mail no longer signs in; the address is free again.
    for (const session of [token, second.body.data.token]) {
      expect((await t.request('GET', '/subscription', { token: session })).status).toBe(401)
    }
    const login = await t.request('POST', '/auth/login', { body: { email, password } })
    expect(login.status).toBe(401)
    expect(login.body.message).toBe(API_MESSAGES.badCredentials)

    const row = await db()
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user._id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ name: 'Conta excluída', phone: '', address: '', city: '' })
    expect(row.deleted_at).not.toBeNull()
    expect(JSON.stringify(row)).not.toContain(email)
    const [subscription] = await db().selectFrom('subscriptions').selectAll().execute()
    expect(subscription).toMatchObject({ status: 'canceled', card_token: null })
    const payments = await db().selectFrom('payments').selectAll().execute()
    expect(payments).toMatchObject([{ amount_cents: 4990, status: 'paid', user_id: user._id }])

    // The confirmation went to the address the account had; older mail keeps no address.
    expect(t.mails.at(-1)).toMatchObject({ to: email, subject: 'Sua conta foi excluída' })
    const outbox = await db().selectFrom('outbox').select(['recipient', 'subject']).execute()
    // The link sent to the new address asked for is gone with the rest.
    expect(outbox.filter((mail) => mail.recipient === asked)).toEqual([])
    expect(outbox.filter((mail) => mail.recipient === email).map((mail) => mail.subject)).toEqual([
      'Sua conta foi excluída',
    ])
    const audit = await db()
      .selectFrom('audit_events')
      .selectAll()
      .where('user_id', '=', user._id)
      .execute()
    expect(audit.map((event) => event.kind)).toContain('account.deleted')
    expect(JSON.stringify(audit)).not.toContain(email)
    expect(JSON.stringify(audit)).not.toContain(asked)

    // The same person may sign up again with the same e-mail.
    expect((await signUp(t, { email })).email).toBe(email)
  })
})
