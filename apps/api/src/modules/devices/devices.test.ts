import { API_MESSAGES, seatLimitMessage } from '@atendimento/domain/contract/messages'
import { licenceClaimsSchema } from '@atendimento/domain/schemas/licence'
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { SANDBOX_CARDS } from '../../payments/sandbox-gateway.ts'
import {
  askForCode,
  computer,
  connectComputer,
  pollToken,
  refreshTokens,
} from '../../testing/app-device.ts'
import {
  cardPayment,
  createTestApp,
  mailsTo,
  signUp,
  type TestApp,
} from '../../testing/test-app.ts'
import { createTestClock, DAY } from '../../testing/test-clock.ts'
import { useTestDatabase } from '../../testing/test-database.ts'
import { runBilling } from '../billing/billing-job.ts'
import { rotateSigningKey } from '../licences/licence-keys.ts'

const db = useTestDatabase()
const PUBLIC_URL = 'https://atendimento.example'

function app() {
  return createTestApp(db(), {
    clock: createTestClock(),
    settings: { publicUrl: PUBLIC_URL, sessionTtlMs: 365 * DAY },
  })
}

async function subscriber(t: TestApp, planId = 'plano-essencial', card = '4444 4444 4444 4444') {
  const account = await signUp(t)
  const paid = await t.request('POST', `/subscription/${planId}`, {
    token: account.token,
    body: cardPayment(card),
  })
  expect(paid.status).toBe(200)
  return { ...account, subscription: paid.body.data as { _id: string; nextBillingDate: string } }
}

const licenceOf = (t: TestApp, accessToken: string) =>
  t.request('POST', '/licence', { token: accessToken })

/** Verifies a licence as the app does: with the published keys, issuer and audience. */
async function verified(t: TestApp, licence: string) {
  const jwks = await t.request('GET', '/oauth/jwks')
  const { payload } = await jwtVerify(licence, createLocalJWKSet(jwks.body), {
    issuer: PUBLIC_URL,
    audience: 'atendimento-desktop',
    currentDate: t.clock.now(),
  })
  return v.parse(licenceClaimsSchema, payload)
}

describe('/ativar: what asks to connect', () => {
  it('shows the computer, where and when it asked, the plan and the seats', async () => {
    const t = app()
    const owner = await subscriber(t, 'plano-profissional')
    const device = computer({
      name: 'Notebook da recepção',
      platform: 'macos',
      appVersion: '2.0.1',
    })
    const asked = await askForCode(t, device, '198.51.100.7')
    const res = await t.request('POST', '/user/activation', {
      token: owner.token,
      body: { userCode: asked.body.user_code.toLowerCase() },
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      message: API_MESSAGES.activationFound,
      data: {
        userCode: asked.body.user_code,
        device: { name: 'Notebook da recepção', platform: 'macos', appVersion: '2.0.1' },
        requestedFrom: '198.51.100.7',
        requestedAt: t.clock.now().toISOString(),
        expiresAt: new Date(t.clock.now().getTime() + 600_000).toISOString(),
        status: 'active',
        plan: { id: 'plano-profissional', name: 'Profissional' },
        seats: { used: 0, max: 2 },
        reusesSeat: false,
        devices: [],
      },
    })
  })

  it('gives one message for a wrong, unknown or malformed code', async () => {
    const t = app()
    const owner = await subscriber(t)
    for (const userCode of ['BCDF-GHJK', 'xxxx']) {
      const res = await t.request('POST', '/user/activation', {
        token: owner.token,
        body: { userCode },
      })
      expect(res.status).toBe(400)
    }
    const unknown = await t.request('POST', '/user/activation', {
      token: owner.token,
      body: { userCode: 'BCDF-GHJK' },
    })
    expect(unknown.body.message).toBe(API_MESSAGES.activationCodeRefused)
  })

  it('limits guesses per account, wherever they come from', async () => {
    const t = app()
    const owner = await subscriber(t)
    const statuses: number[] = []
    for (let guess = 0; guess < 11; guess++) {
      const res = await t.request('POST', '/user/activation', {
        token: owner.token,
        body: { userCode: 'BCDF-GHJK' },
        ip: `198.51.100.${guess}`,
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400))
    expect(statuses[10]).toBe(429)
  })

  it('limits guesses per address, whichever accounts make them', async () => {
    const t = app()
    const accounts = [await signUp(t), await signUp(t), await signUp(t), await signUp(t)]
    const guess = (token: string) =>
      t.request('POST', '/user/activation', {
        token,
        body: { userCode: 'BCDF-GHJK' },
        ip: '198.51.100.77',
      })
    const statuses: number[] = []
    // Ten each from three accounts (each at its own limit), then a fourth account's first.
    for (const account of accounts.slice(0, 3)) {
      for (let tries = 0; tries < 10; tries++) statuses.push((await guess(account.token)).status)
    }
    expect(statuses).toEqual(Array(30).fill(400))
    expect((await guess((accounts[3] as { token: string }).token)).status).toBe(429)
  })

  it('tells an account without a subscription so, and connects nothing', async () => {
    const t = app()
    const nobody = await signUp(t)
    const asked = await askForCode(t, computer())
    const shown = await t.request('POST', '/user/activation', {
      token: nobody.token,
      body: { userCode: asked.body.user_code },
    })
    expect(shown.body.data).toMatchObject({
      status: 'none',
      plan: null,
      seats: { used: 0, max: null },
    })
    const approve = await t.request('POST', '/user/activation/approve', {
      token: nobody.token,
      body: { userCode: asked.body.user_code },
    })
    expect(approve).toMatchObject({
      status: 409,
      body: { message: API_MESSAGES.activationNoSubscription },
    })
    expect(await db().selectFrom('devices').selectAll().execute()).toEqual([])
  })
})

describe('seats', () => {
  it("stops at the plan's limit; disconnecting one frees its seat at once", async () => {
    const t = app()
    const owner = await subscriber(t)
    const first = await connectComputer(t, owner.token)
    const second = await askForCode(t, computer())
    const full = await t.request('POST', '/user/activation/approve', {
      token: owner.token,
      body: { userCode: second.body.user_code },
    })
    expect(full).toMatchObject({ status: 409, body: { message: seatLimitMessage(1, 1) } })
    const shown = await t.request('POST', '/user/activation', {
      token: owner.token,
      body: { userCode: second.body.user_code },
    })
    expect(shown.body.data.devices.map((device: { _id: string }) => device._id)).toEqual([
      first.deviceId,
    ])

    const freed = await t.request('DELETE', `/user/devices/${first.deviceId}`, {
      token: owner.token,
    })
    expect(freed.body).toMatchObject({
      message: API_MESSAGES.deviceDisconnected,
      data: { devices: [] },
    })
    const licence = await licenceOf(t, first.accessToken)
    expect(licence).toMatchObject({
      status: 401,
      body: { message: API_MESSAGES.deviceRevoked, reason: 'device_revoked' },
    })
    expect(licence.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"')
    const approved = await t.request('POST', '/user/activation/approve', {
      token: owner.token,
      body: { userCode: second.body.user_code },
    })
    expect(approved.status).toBe(200)
  })

  it('lets a reinstalled computer (the same fingerprint) keep its seat', async () => {
    const t = app()
    const owner = await subscriber(t)
    const machine = computer()
    const before = await connectComputer(t, owner.token, machine)
    const after = await connectComputer(t, owner.token, { ...machine, appVersion: '1.5.0' })
    expect(after.deviceId).toBe(before.deviceId)
    const list = await t.request('GET', '/user/devices', { token: owner.token })
    expect(list.body.data).toMatchObject({
      seats: { used: 1, max: 1 },
      devices: [{ appVersion: '1.5.0' }],
    })
    // The old installation's sign-in ended.
    expect((await refreshTokens(t, before.refreshToken)).body.error).toBe('invalid_grant')
  })

  it('gives one seat to approvals of the last one at once', async () => {
    const t = app()
    const owner = await subscriber(t)
    const codes = await Promise.all([1, 2, 3, 4].map(() => askForCode(t, computer())))
    // Two API processes on one database (on PostgreSQL the requests really run at once).
    const other = createTestApp(db(), { clock: t.clock })
    const answers = await Promise.all(
      codes.map((asked, index) =>
        (index % 2 ? other : t).request('POST', '/user/activation/approve', {
          token: owner.token,
          body: { userCode: asked.body.user_code },
        }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409])
    const live = await db()
      .selectFrom('devices')
      .selectAll()
      .where('revoked_at', 'is', null)
      .execute()
    expect(live).toHaveLength(1)
  })

  it("renames a computer; another account's is unknown", async () => {
    const t = app()
    const owner = await subscriber(t)
    const stranger = await signUp(t)
    const { deviceId } = await connectComputer(t, owner.token)
    const renamed = await t.request('PATCH', `/user/devices/${deviceId}`, {
      token: owner.token,
      body: { name: ' Caixa 1 ' },
    })
    expect(renamed.body).toMatchObject({
      message: API_MESSAGES.deviceRenamed,
      data: { name: 'Caixa 1' },
    })
    for (const [method, body] of [
      ['PATCH', { name: 'meu' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.request(method, `/user/devices/${deviceId}`, {
        token: stranger.token,
        body,
      })
      expect(res).toMatchObject({ status: 404, body: { message: API_MESSAGES.deviceNotFound } })
    }
  })

  it('e-mails "Novo computador conectado" with a link to the tab', async () => {
    const t = app()
    const owner = await subscriber(t)
    await connectComputer(t, owner.token, computer({ name: 'PC do caixa' }))
    const mails = await mailsTo(t, owner.email)
    const mail = mails.find((item) => item.subject === 'Novo computador conectado')
    expect(mail?.text).toContain('"PC do caixa"')
    expect(mail?.text).toContain(`${PUBLIC_URL}/dashboard?tab=devices`)
  })

  it('disconnects every computer at once', async () => {
    const t = app()
    const owner = await subscriber(t, 'plano-profissional')
    const a = await connectComputer(t, owner.token)
    await connectComputer(t, owner.token)
    const res = await t.request('POST', '/user/devices/disconnect-all', { token: owner.token })
    expect(res.body).toMatchObject({
      message: API_MESSAGES.devicesDisconnected,
      data: { devices: [] },
    })
    expect((await licenceOf(t, a.accessToken)).body.reason).toBe('device_revoked')
  })

  it('keeps the most recently seen computers when a plan with fewer seats takes over', async () => {
    const t = app()
    const owner = await subscriber(t, 'plano-profissional')
    const old = await connectComputer(t, owner.token, computer({ name: 'Antigo' }))
    t.clock.advance(DAY)
    const recent = await connectComputer(t, owner.token, computer({ name: 'Novo' }))
    t.clock.advance(DAY)
    await licenceOf(t, recent.accessToken)
    const path = `/subscription/${owner.subscription._id}/change/plano-essencial`
    // A change is charged only at a figure the server quoted (issue 26).
    await t.request('GET', path, { token: owner.token })
    const change = await t.request('POST', path, {
      token: owner.token,
      body: { expectedAmount: 0 },
    })
    expect(change.status).toBe(200)
    t.clock.advance(29 * DAY)
    await runBilling(t.context)
    const kept = await refreshTokens(t, recent.refreshToken)
    expect((await licenceOf(t, kept.body.access_token)).status).toBe(200)
    const cut = await refreshTokens(t, old.refreshToken)
    expect(cut.body).toMatchObject({ error: 'invalid_grant', reason: 'seat_limit' })
    expect(cut.body.message).toBe(API_MESSAGES.deviceSeatLimit)
    await t.context.mailer.deliverQueued()
    const mail = (await mailsTo(t, owner.email)).find((item) =>
      item.subject.startsWith('Computadores desconectados'),
    )
    expect(mail?.text).toContain('desconectamos: "Antigo"')
  })
})

describe('the licence', () => {
  it('is a JWT signed with EdDSA that jose verifies with the published keys', async () => {
    const t = app()
    const owner = await subscriber(t, 'plano-profissional')
    const signedIn = await connectComputer(t, owner.token)
    const res = await t.request('GET', '/licence?app_version=1.4.3', {
      token: signedIn.accessToken,
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      message: API_MESSAGES.licenceIssued,
      data: { status: 'active', notice: null },
    })
    const { licence } = res.body.data
    const header = decodeProtectedHeader(licence)
    expect(header).toMatchObject({ alg: 'EdDSA', typ: 'JWT', kid: expect.any(String) })
    const claims = await verified(t, licence)
    expect(claims).toEqual({
      iss: PUBLIC_URL,
      sub: owner.user._id,
      aud: 'atendimento-desktop',
      device: signedIn.deviceId,
      fingerprint: signedIn.device.fingerprint,
      plan: { id: 'plano-profissional', name: 'Profissional' },
      entitlements: ['ai-replies', 'keyword-triggers', 'human-handoff', 'dashboards'],
      maxDevices: 2,
      status: 'active',
      paidUntil: owner.subscription.nextBillingDate,
      iat: Math.floor(t.clock.now().getTime() / 1000),
      exp: Math.floor(t.clock.now().getTime() / 1000) + 14 * 24 * 3600,
    })
    const seen = await t.request('GET', '/user/devices', { token: owner.token })
    expect(seen.body.data.devices[0]).toMatchObject({
      appVersion: '1.4.3',
      lastSeenAt: t.clock.now().toISOString(),
    })
  })

  it('writes when the computer was last seen to the minutes, not at every licence', async () => {
    const t = app()
    const owner = await subscriber(t)
    const signedIn = await connectComputer(t, owner.token)
    const seen = async () =>
      (await db().selectFrom('devices').select('last_seen_at').executeTakeFirstOrThrow())
        .last_seen_at
    const first = await seen()
    t.clock.advance(4 * 60_000)
    await licenceOf(t, signedIn.accessToken)
    expect(await seen()).toEqual(first)
    t.clock.advance(2 * 60_000)
    await licenceOf(t, signedIn.accessToken)
    expect(await seen()).toEqual(t.clock.now())
  })

  it('keeps a failed renewal running for the grace, saying until when', async () => {
    const t = app()
    const owner = await subscriber(t, 'plano-essencial', SANDBOX_CARDS.renewalsRefused)
    const signedIn = await connectComputer(t, owner.token)
    t.clock.set(owner.subscription.nextBillingDate)
    await runBilling(t.context)
    const refreshed = await refreshTokens(t, signedIn.refreshToken)
    const res = await licenceOf(t, refreshed.body.access_token)
    expect(res.body.data).toMatchObject({
      status: 'past_due',
      notice: expect.stringMatching(/^Pagamento pendente: regularize sua assinatura no painel até/),
    })
    const claims = await verified(t, res.body.data.licence)
    const paidUntil = Date.parse(owner.subscription.nextBillingDate) / 1000
    expect(claims.exp).toBe(paidUntil + 3 * 24 * 3600)
  })

  it("ends with a cancelled subscription's paid period: then no licence, only why", async () => {
    const t = app()
    const owner = await subscriber(t)
    const signedIn = await connectComputer(t, owner.token)
    await t.request('DELETE', `/subscription/${owner.subscription._id}`, { token: owner.token })
    const paidUntil = Date.parse(owner.subscription.nextBillingDate)
    const running = await licenceOf(t, signedIn.accessToken)
    expect(running.body.data.status).toBe('canceled')
    const claims = await verified(t, running.body.data.licence)
    expect(claims.exp).toBe(claims.iat + 14 * 24 * 3600)
    // Two days before the end: the licence lives until the paid period ends, not past it.
    t.clock.set(new Date(paidUntil - 2 * DAY))
    let tokens = await refreshTokens(t, signedIn.refreshToken)
    const last = await licenceOf(t, tokens.body.access_token)
    expect((await verified(t, last.body.data.licence)).exp).toBe(paidUntil / 1000)
    t.clock.set(new Date(paidUntil))
    tokens = await refreshTokens(t, tokens.body.refresh_token)
    const ended = await licenceOf(t, tokens.body.access_token)
    expect(ended.body).toEqual({
      message: API_MESSAGES.licenceRefused,
      data: {
        licence: null,
        status: 'canceled',
        notice: expect.stringMatching(/^Sua assinatura terminou em/),
        expiresAt: null,
      },
    })
  })

  it('refuses a missing, unknown or expired access token with invalid_token', async () => {
    const t = app()
    const owner = await subscriber(t)
    const signedIn = await connectComputer(t, owner.token)
    const none = await t.request('GET', '/licence')
    expect(none).toMatchObject({
      status: 401,
      body: { message: API_MESSAGES.appNoToken, reason: 'invalid_token' },
    })
    const session = await t.request('GET', '/licence', { token: owner.token })
    expect(session.body).toEqual({ message: API_MESSAGES.appBadToken, reason: 'invalid_token' })
    t.clock.advance(61 * 60_000)
    expect((await licenceOf(t, signedIn.accessToken)).body.reason).toBe('invalid_token')
    const refreshed = await refreshTokens(t, signedIn.refreshToken)
    expect((await licenceOf(t, refreshed.body.access_token)).status).toBe(200)
  })

  it('is signed by a new key after a rotation, while the old key stays published', async () => {
    const t = app()
    const owner = await subscriber(t)
    const signedIn = await connectComputer(t, owner.token)
    const before = (await licenceOf(t, signedIn.accessToken)).body.data.licence
    const rotation = await rotateSigningKey(db(), t.context.sealingKeys, t.clock.now())
    // This process picks the new key up within a minute.
    t.clock.advance(61_000)
    const after = (await licenceOf(t, signedIn.accessToken)).body.data.licence
    expect(decodeProtectedHeader(after).kid).toBe(rotation.kid)
    expect(rotation.retired).toEqual([decodeProtectedHeader(before).kid])
    await verified(t, before)
    await verified(t, after)
    const keys = (await t.request('GET', '/oauth/jwks')).body.keys
    expect(keys).toHaveLength(2)
    expect(keys[0]).toEqual({
      kty: 'OKP',
      crv: 'Ed25519',
      x: expect.any(String),
      kid: rotation.kid,
      alg: 'EdDSA',
      use: 'sig',
    })
  })

  it('keeps the private key sealed, and audits the key changes', async () => {
    const t = app()
    const owner = await subscriber(t)
    await licenceOf(t, (await connectComputer(t, owner.token)).accessToken)
    const [key] = await db().selectFrom('signing_keys').selectAll().execute()
    expect(key?.private_jwk_sealed).toMatch(/^db\./)
    expect(key?.private_jwk_sealed).not.toContain('"d"')
    const trail = await db()
      .selectFrom('audit_events')
      .select('kind')
      .where('kind', 'like', 'licence_key.%')
      .execute()
    expect(trail).toEqual([{ kind: 'licence_key.created' }])
  })
})

describe('the account and the console', () => {
  it('disconnects every computer when the account is deleted, and lists them in the export', async () => {
    const t = app()
    const owner = await subscriber(t)
    const signedIn = await connectComputer(t, owner.token, computer({ name: 'Notebook' }))
    const exported = await t.request('GET', '/user/data', { token: owner.token })
    expect(exported.body.data.devices).toEqual([
      expect.objectContaining({
        name: 'Notebook',
        fingerprint: signedIn.device.fingerprint,
        revokedAt: null,
      }),
    ])
    const deleted = await t.request('POST', '/user/delete', {
      token: owner.token,
      body: { password: owner.password },
    })
    expect(deleted.status).toBe(200)
    expect((await refreshTokens(t, signedIn.refreshToken)).body.reason).toBe('device_revoked')
    const [row] = await db().selectFrom('devices').selectAll().execute()
    expect(row).toMatchObject({ name: 'Computador de conta excluída', approved_ip: '' })
    expect(row?.fingerprint).not.toBe(signedIn.device.fingerprint)
    expect(await db().selectFrom('device_authorizations').selectAll().execute()).toEqual([])
  })

  it("lets an operator see a customer's computers and disconnect one, audited", async () => {
    const t = app()
    const owner = await subscriber(t)
    const signedIn = await connectComputer(t, owner.token)
    const operator = await signUp(t)
    await db()
      .updateTable('users')
      .set({ role: 'operator' })
      .where('id', '=', operator.user._id)
      .execute()
    const summary = await t.request('GET', '/admin/devices/summary', { token: operator.token })
    expect(summary.body.data).toEqual({
      activeDevices: 1,
      versions: [{ version: '1.4.2', devices: 1 }],
    })
    const list = await t.request('GET', `/admin/customer/${owner.user._id}/devices`, {
      token: operator.token,
    })
    expect(list.body.data.devices).toHaveLength(1)
    const cut = await t.request('POST', `/admin/devices/${signedIn.deviceId}/disconnect`, {
      token: operator.token,
    })
    expect(cut).toMatchObject({ status: 200, body: { message: API_MESSAGES.deviceDisconnected } })
    const audit = await t.request('GET', '/admin/audit?action=device.disconnected_by_operator', {
      token: operator.token,
    })
    expect(audit.body.data.items).toEqual([
      expect.objectContaining({ target: signedIn.deviceId, after: { connected: false } }),
    ])
    const customer = await t.request('GET', `/admin/devices/summary`, { token: owner.token })
    expect(customer.status).toBe(403)
  })

  it('gives no tokens to a computer disconnected between the approval and its first poll', async () => {
    const t = app()
    const owner = await subscriber(t)
    const asked = await askForCode(t, computer())
    const approved = await t.request('POST', '/user/activation/approve', {
      token: owner.token,
      body: { userCode: asked.body.user_code },
    })
    await t.request('DELETE', `/user/devices/${approved.body.data._id}`, { token: owner.token })
    const poll = await pollToken(t, asked.body.device_code)
    expect(poll.body).toMatchObject({ error: 'invalid_grant', reason: 'device_revoked' })
  })

  it('polls the device code only once it is approved, even right after the approval', async () => {
    const t = app()
    const owner = await subscriber(t)
    const asked = await askForCode(t, computer())
    await t.request('POST', '/user/activation/approve', {
      token: owner.token,
      body: { userCode: asked.body.user_code },
    })
    expect((await pollToken(t, asked.body.device_code)).status).toBe(200)
  })
})
