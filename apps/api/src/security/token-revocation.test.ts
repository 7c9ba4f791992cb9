import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { describe, expect, it } from 'vitest'
import { cardPayment, createTestApp, lastCode, signUp, type TestApp } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-database.ts'

const db = useTestDatabase()

/** Every call that needs a session, as a stolen token would be tried on them. */
const SESSION_CALLS: [string, string, unknown?][] = [
  ['GET', '/subscription'],
  ['GET', '/subscription/qualquer'],
  ['POST', '/subscription/plano-essencial', cardPayment()],
  ['DELETE', '/subscription/qualquer'],
  ['PUT', '/subscription/qualquer/activate'],
  ['POST', '/subscription/pix/status', { pixId: 'qualquer' }],
  ['PATCH', '/user', { name: 'Outro Nome' }],
  [
    'PATCH',
    '/user/password',
    { password: 'segredo123', newPassword: 'roubada1', confirmNewPassword: 'roubada1' },
  ],
  ['GET', '/recurrence/user'],
  ['GET', '/recurrence/subscription/qualquer'],
  ['GET', '/recurrence/status/qualquer'],
]

async function expectDead(t: TestApp, token: string) {
  for (const [method, path, body] of SESSION_CALLS) {
    const res = await t.request(method, path, { token, body })
    expect(res.status, `${method} ${path}`).toBe(401)
    expect(res.body).toEqual({ message: API_MESSAGES.badToken })
  }
  const check = await t.request('POST', '/auth/validate-token', { body: { token } })
  expect(check.body.data).toEqual({ valid: false })
}

async function expectAlive(t: TestApp, token: string) {
  expect((await t.request('GET', '/subscription', { token })).status).toBe(200)
}

/** The same account signed in on two devices. */
async function twoDevices(t: TestApp) {
  const account = await signUp(t)
  const login = await t.request('POST', '/auth/login', {
    body: { email: account.email, password: account.password, rememberMe: true },
  })
  return { ...account, phone: account.token, laptop: login.body.data.token as string }
}

describe('token revocation', () => {
  it('at logout: the token is dead on every call, the other device stays signed in', async () => {
    const t = createTestApp(db())
    const { phone, laptop } = await twoDevices(t)
    expect((await t.request('POST', '/auth/logout', { token: phone })).status).toBe(200)
    await expectDead(t, phone)
    await expectAlive(t, laptop)
    // Logging out again with it changes nothing and brings nothing back.
    expect((await t.request('POST', '/auth/logout', { token: phone })).status).toBe(200)
    await expectDead(t, phone)
  })

  it('at a password change in the dashboard: every other session dies, this one lives', async () => {
    const t = createTestApp(db())
    const { phone, laptop, email } = await twoDevices(t)
    const changed = await t.request('PATCH', '/user/password', {
      token: laptop,
      body: { password: 'segredo123', newPassword: 'nova-senha', confirmNewPassword: 'nova-senha' },
    })
    expect(changed.status).toBe(200)
    await expectDead(t, phone)
    await expectAlive(t, laptop)
    const old = await t.request('POST', '/auth/login', { body: { email, password: 'segredo123' } })
    expect(old.status).toBe(401)
  })

  it('at a password change by recovery code: every session dies', async () => {
    const t = createTestApp(db())
    const { phone, laptop, email } = await twoDevices(t)
    await t.request('POST', '/auth/forgot', { body: { email } })
    const code = await lastCode(t, email)
    const changed = await t.request('POST', '/auth/change', {
      body: { email, code, password: 'nova-senha' },
    })
    expect(changed.status).toBe(200)
    await expectDead(t, phone)
    await expectDead(t, laptop)
  })

  it('keeps no usable token in the database: a stolen copy of the sessions table opens nothing', async () => {
    const t = createTestApp(db())
    const { phone } = await twoDevices(t)
    const stored = await db().selectFrom('sessions').select('token_hash').execute()
    for (const { token_hash } of stored) {
      const res = await t.request('GET', '/subscription', { token: token_hash })
      expect(res.status).toBe(401)
    }
    await expectAlive(t, phone)
  })
})
