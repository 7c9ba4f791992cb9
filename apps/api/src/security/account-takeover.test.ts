import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { describe, expect, it } from 'vitest'
import { DEFAULT_RATE_LIMITS } from '../settings.ts'
import {
  confirmationToken,
  createTestApp,
  lastCode,
  mailsTo,
  outbox,
  registration,
  signUp,
  type TestApp,
} from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-database.ts'

const db = useTestDatabase()

/** The profile as the dashboard sends it, with another e-mail. */
const profileWith = (email: string, extra: Record<string, unknown> = {}) => {
  const { password: _, acceptedTerms: __, ...profile } = registration()
  return { ...profile, email, ...extra }
}

async function victim(t: TestApp) {
  const account = await signUp(t)
  // The profile's document must be the account's own.
  const document = account.user.document as string
  return { ...account, document }
}

const storedEmail = async (id: string) =>
  (await db().selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow())
    .email

// A session token stolen from a browser (an XSS, a shared computer) must not be enough to take
// the account: the e-mail decides where recovery goes.
describe('account takeover with a stolen session', () => {
  it('cannot change the e-mail without the current password', async () => {
    const t = createTestApp(db())
    const { token, user, document } = await victim(t)
    const attacker = 'atacante@exemplo.com'
    const without = await t.request('PATCH', '/user', {
      token,
      body: profileWith(attacker, { document }),
    })
    expect(without).toMatchObject({
      status: 400,
      body: { message: API_MESSAGES.currentPasswordRequired },
    })
    const wrong = await t.request('PATCH', '/user', {
      token,
      body: profileWith(attacker, { document, currentPassword: 'chute' }),
    })
    expect(wrong).toMatchObject({
      status: 400,
      body: { message: API_MESSAGES.wrongCurrentPassword },
    })
    expect(await storedEmail(user._id)).toBe(user.email)
    expect(await mailsTo(t, attacker)).toEqual([])
  })

  it('with the password, waits for the new address to confirm and tells the old one', async () => {
    const t = createTestApp(db())
    const { token, user, document, password } = await victim(t)
    const fresh = 'novo.endereco@exemplo.com'
    const res = await t.request('PATCH', '/user', {
      token,
      body: profileWith(fresh, { document, currentPassword: password }),
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(API_MESSAGES.emailChangePending)
    expect(res.body.data.user.email).toBe(user.email)
    expect(await storedEmail(user._id)).toBe(user.email)
    const notice = (await mailsTo(t, user.email)).find(
      (mail) => mail.subject === 'Pedido de troca do e-mail da sua conta',
    )
    expect(notice?.text).toContain(fresh)
    expect(notice?.text).toContain('troque sua senha agora')

    // The link's token is delivered, never kept readable in the outbox table.
    const linkToken = await confirmationToken(t, fresh)
    const rows = JSON.stringify(await outbox(db()))
    expect(rows).not.toContain(linkToken)

    const confirmed = await t.request('POST', '/user/email/confirm', { body: { token: linkToken } })
    expect(confirmed).toMatchObject({ status: 200, body: { message: API_MESSAGES.emailConfirmed } })
    expect(await storedEmail(user._id)).toBe(fresh)
    expect((await mailsTo(t, user.email)).at(-1)?.subject).toBe('O e-mail da sua conta foi trocado')
    const login = await t.request('POST', '/auth/login', { body: { email: fresh, password } })
    expect(login.status).toBe(200)
    const again = await t.request('POST', '/user/email/confirm', { body: { token: linkToken } })
    expect(again).toMatchObject({ status: 400, body: { message: API_MESSAGES.emailLinkInvalid } })
    const trail = await db()
      .selectFrom('audit_events')
      .select(['kind', 'ip'])
      .where('user_id', '=', user._id)
      .where('kind', 'like', 'email.%')
      .orderBy('id')
      .execute()
    expect(trail).toEqual([
      { kind: 'email.change_requested', ip: '203.0.113.10' },
      { kind: 'email.changed', ip: '203.0.113.10' },
    ])
  })

  it('answers a change to a taken address the same way, and changes nothing', async () => {
    const t = createTestApp(db())
    const other = await signUp(t)
    const { token, user, document, password } = await victim(t)
    const res = await t.request('PATCH', '/user', {
      token,
      body: profileWith(other.email, { document, currentPassword: password }),
    })
    expect(res).toMatchObject({ status: 200, body: { message: API_MESSAGES.emailChangePending } })
    expect((await mailsTo(t, other.email)).at(-1)?.subject).toBe('Este e-mail já tem uma conta')
    expect(await storedEmail(user._id)).toBe(user.email)
    expect(await db().selectFrom('email_changes').selectAll().execute()).toEqual([])
  })

  it('a password change voids a pending e-mail change', async () => {
    const t = createTestApp(db())
    const { token, document, password } = await victim(t)
    const fresh = 'quase.trocado@exemplo.com'
    await t.request('PATCH', '/user', {
      token,
      body: profileWith(fresh, { document, currentPassword: password }),
    })
    const linkToken = await confirmationToken(t, fresh)
    const changed = await t.request('PATCH', '/user/password', {
      token,
      body: { password, newPassword: 'outra-senha', confirmNewPassword: 'outra-senha' },
    })
    expect(changed.status).toBe(200)
    const late = await t.request('POST', '/user/email/confirm', { body: { token: linkToken } })
    expect(late).toMatchObject({ status: 400, body: { message: API_MESSAGES.emailLinkInvalid } })
  })

  it('confirming an e-mail change voids a recovery code asked for before it (issue 26)', async () => {
    const t = createTestApp(db())
    const { token, user, document, password } = await victim(t)
    // Someone who reads the old mailbox asks for a code...
    await t.request('POST', '/auth/forgot', { body: { email: user.email } })
    const code = await lastCode(t, user.email)
    // ...and the owner moves the account to a new address.
    const fresh = 'novo.endereco@exemplo.com'
    await t.request('PATCH', '/user', {
      token,
      body: profileWith(fresh, { document, currentPassword: password }),
    })
    const confirmed = await t.request('POST', '/user/email/confirm', {
      body: { token: await confirmationToken(t, fresh) },
    })
    expect(confirmed.status).toBe(200)
    const attempt = { email: fresh, code }
    const validate = await t.request('POST', '/auth/validate', { body: attempt })
    expect(validate).toMatchObject({ status: 400, body: { message: API_MESSAGES.codeRefused } })
    const change = await t.request('POST', '/auth/change', {
      body: { ...attempt, password: 'do-atacante', confirmPassword: 'do-atacante' },
    })
    expect(change).toMatchObject({ status: 400, body: { message: API_MESSAGES.codeRefused } })
    const login = await t.request('POST', '/auth/login', { body: { email: fresh, password } })
    expect(login.status).toBe(200)
  })

  it('cannot guess the current password at PATCH /user/password without limit', async () => {
    const t = createTestApp(db())
    const { token, password } = await victim(t)
    const attempt = (current: string, index: number) =>
      t.request('PATCH', '/user/password', {
        token,
        body: { password: current, newPassword: 'do-atacante', confirmNewPassword: 'do-atacante' },
        ip: `198.51.100.${index}`,
      })
    const { perAccount } = DEFAULT_RATE_LIMITS.password
    for (let index = 0; index < perAccount; index++) {
      expect((await attempt(`chute-${index}`, index)).status).toBe(400)
    }
    // Even the right one, from yet another address: the account's limit holds.
    const held = await attempt(password, 99)
    expect(held).toMatchObject({ status: 429, body: { message: API_MESSAGES.tooManyTries } })
  })

  it('cannot ask for e-mail changes without limit', async () => {
    const t = createTestApp(db())
    const { token, document, password } = await victim(t)
    const statuses: number[] = []
    for (let index = 0; index <= DEFAULT_RATE_LIMITS.emailChange.perAccount; index++) {
      const res = await t.request('PATCH', '/user', {
        token,
        body: profileWith(`troca${index}@exemplo.com`, { document, currentPassword: password }),
      })
      statuses.push(res.status)
    }
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true)
  })
})
