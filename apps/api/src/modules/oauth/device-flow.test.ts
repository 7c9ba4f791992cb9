import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { isUserCodeShape, normalizeUserCode } from '@atendimento/domain/devices/user-code'
import { DESKTOP_CLIENT_ID, DEVICE_CODE_GRANT } from '@atendimento/domain/schemas/oauth'
import { describe, expect, it } from 'vitest'
import {
  askForCode,
  computer,
  connectComputer,
  pollToken,
  postForm,
  refreshTokens,
} from '../../testing/app-device.ts'
import { cardPayment, createTestApp, signUp, type TestApp } from '../../testing/test-app.ts'
import { createTestClock, MINUTE, SECOND } from '../../testing/test-clock.ts'
import { useTestDatabase } from '../../testing/test-database.ts'

const db = useTestDatabase()
const PUBLIC_URL = 'https://atendimento.example'

function app() {
  const clock = createTestClock()
  return createTestApp(db(), { clock, settings: { publicUrl: PUBLIC_URL } })
}

async function subscriber(t: TestApp, planId = 'plano-essencial') {
  const account = await signUp(t)
  const paid = await t.request('POST', `/subscription/${planId}`, {
    token: account.token,
    body: cardPayment(),
  })
  expect(paid.status).toBe(200)
  return account
}

/** RFC 6749 §5.2: the RFC's code, an ASCII description, and the pt-BR text. */
function oauthError(code: string, message: string) {
  return expect.objectContaining({
    error: code,
    error_description: expect.stringMatching(/^[\x20\x21\x23-\x5b\x5d-\x7e]+$/),
    message,
  })
}

describe('RFC 8414 metadata', () => {
  it('names the issuer (PUBLIC_URL) and every endpoint, at the root and under /api', async () => {
    const t = app()
    for (const path of [
      '/.well-known/oauth-authorization-server',
      '/api/.well-known/oauth-authorization-server',
    ]) {
      const res = await t.app.request(path)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expect(await res.json()).toEqual({
        issuer: PUBLIC_URL,
        device_authorization_endpoint: `${PUBLIC_URL}/api/oauth/device_authorization`,
        token_endpoint: `${PUBLIC_URL}/api/oauth/token`,
        revocation_endpoint: `${PUBLIC_URL}/api/oauth/revoke`,
        jwks_uri: `${PUBLIC_URL}/api/oauth/jwks`,
        grant_types_supported: [DEVICE_CODE_GRANT, 'refresh_token'],
        token_endpoint_auth_methods_supported: ['none'],
        revocation_endpoint_auth_methods_supported: ['none'],
        ui_locales_supported: ['pt-BR'],
        service_documentation: `${PUBLIC_URL}/api/docs`,
        licence_endpoint: `${PUBLIC_URL}/api/licence`,
      })
    }
  })
})

describe('RFC 8628 device authorization', () => {
  it('answers a code to show, the page and its prefilled link, 10 minutes, 5 s', async () => {
    const t = app()
    const res = await askForCode(t, computer())
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const { user_code, verification_uri, verification_uri_complete } = res.body
    expect(user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/)
    expect(isUserCodeShape(user_code)).toBe(true)
    expect(verification_uri).toBe(`${PUBLIC_URL}/ativar`)
    expect(verification_uri_complete).toBe(`${PUBLIC_URL}/ativar?codigo=${user_code}`)
    expect(res.body).toMatchObject({ expires_in: 600, interval: 5 })
    expect(res.body.device_code).toMatch(/^[\w-]{43}$/)
    // Only hashes are kept: neither code is in the table.
    const [row] = await db().selectFrom('device_authorizations').selectAll().execute()
    expect(JSON.stringify(row)).not.toContain(res.body.device_code)
    expect(JSON.stringify(row)).not.toContain(normalizeUserCode(user_code))
  })

  it.each([
    [{ client_id: 'outro-app' }, 'invalid_client', API_MESSAGES.oauthUnknownClient],
    [{ device_platform: 'android' }, 'invalid_request', expect.stringContaining('device_platform')],
    [{ device_fingerprint: '' }, 'invalid_request', expect.stringContaining('device_fingerprint')],
  ])('refuses %o as %s, in pt-BR', async (change, code, message) => {
    const t = app()
    const device = computer()
    const res = await postForm(t, '/oauth/device_authorization', {
      client_id: DESKTOP_CLIENT_ID,
      device_name: device.name,
      device_platform: device.platform,
      app_version: device.appVersion,
      device_fingerprint: device.fingerprint,
      ...change,
    })
    expect(res.status).toBe(400)
    expect(res.body).toEqual(oauthError(code, message))
    expect(res.headers.get('www-authenticate')).toBeNull()
  })

  it('wants a form body, each parameter once (RFC 6749 §3.1)', async () => {
    const t = app()
    const json = await t.request('POST', '/oauth/device_authorization', {
      body: { client_id: DESKTOP_CLIENT_ID },
    })
    expect(json.status).toBe(400)
    expect(json.body).toEqual(oauthError('invalid_request', API_MESSAGES.oauthFormRequired))
    const twice = await t.app.request('/api/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=refresh_token&client_id=a&client_id=b&refresh_token=x',
    })
    expect(await twice.json()).toEqual(
      oauthError('invalid_request', 'Parâmetro repetido: client_id.'),
    )
  })
})

describe('RFC 8628 polling', () => {
  it('is pending, slows a client polling too fast, then gives the tokens once', async () => {
    const t = app()
    const owner = await subscriber(t)
    const asked = await askForCode(t, computer())
    const code = asked.body.device_code
    const first = await pollToken(t, code)
    expect(first.body).toEqual(oauthError('authorization_pending', API_MESSAGES.oauthPending))
    t.clock.advance(2 * SECOND)
    // Faster than 5 s: slow_down, and from now on 10 s.
    expect((await pollToken(t, code)).body.error).toBe('slow_down')
    t.clock.advance(6 * SECOND)
    expect((await pollToken(t, code)).body.error).toBe('slow_down')
    t.clock.advance(15 * SECOND)
    expect((await pollToken(t, code)).body.error).toBe('authorization_pending')
    const interval = await db()
      .selectFrom('device_authorizations')
      .select('interval_seconds')
      .executeTakeFirstOrThrow()
    expect(interval.interval_seconds).toBe(15)

    const approved = await t.request('POST', '/user/activation/approve', {
      token: owner.token,
      body: { userCode: asked.body.user_code.toLowerCase().replace('-', '') },
    })
    expect(approved.status).toBe(200)
    t.clock.advance(15 * SECOND)
    const tokens = await pollToken(t, code)
    expect(tokens.status).toBe(200)
    expect(tokens.headers.get('cache-control')).toBe('no-store')
    expect(tokens.headers.get('pragma')).toBe('no-cache')
    expect(tokens.body).toEqual({
      access_token: expect.stringMatching(/^[\w-]{43}$/),
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: expect.stringMatching(/^[\w-]{43}$/),
      device_id: approved.body.data._id,
    })
    const again = await pollToken(t, code)
    expect(again.body).toEqual(oauthError('invalid_grant', API_MESSAGES.oauthBadDeviceCode))
  })

  it('says access_denied after "Não fui eu", and expired_token after 10 minutes', async () => {
    const t = app()
    const owner = await subscriber(t)
    const refused = await askForCode(t, computer())
    const deny = await t.request('POST', '/user/activation/deny', {
      token: owner.token,
      body: { userCode: refused.body.user_code },
    })
    expect(deny).toMatchObject({ status: 200, body: { message: API_MESSAGES.activationDenied } })
    expect((await pollToken(t, refused.body.device_code)).body).toEqual(
      oauthError('access_denied', API_MESSAGES.oauthDenied),
    )
    const late = await askForCode(t, computer())
    t.clock.advance(10 * MINUTE)
    expect((await pollToken(t, late.body.device_code)).body).toEqual(
      oauthError('expired_token', API_MESSAGES.oauthExpired),
    )
    const tooLate = await t.request('POST', '/user/activation/approve', {
      token: owner.token,
      body: { userCode: late.body.user_code },
    })
    expect(tooLate).toMatchObject({
      status: 400,
      body: { message: API_MESSAGES.activationCodeRefused },
    })
  })

  it('refuses an unknown grant type and an unknown device code', async () => {
    const t = app()
    const grant = await postForm(t, '/oauth/token', {
      grant_type: 'password',
      client_id: DESKTOP_CLIENT_ID,
    })
    expect(grant.body.error).toBe('unsupported_grant_type')
    expect((await pollToken(t, 'codigo-que-ninguem-emitiu')).body.error).toBe('invalid_grant')
  })
})

describe('refresh tokens (RFC 6749 §6) and revocation (RFC 7009)', () => {
  it('rotates the refresh token; a copy used twice ends every token of the computer', async () => {
    const t = app()
    const owner = await subscriber(t)
    const signedIn = await connectComputer(t, owner.token)
    const next = await refreshTokens(t, signedIn.refreshToken)
    expect(next.status).toBe(200)
    expect(next.body.refresh_token).not.toBe(signedIn.refreshToken)
    expect(next.body.device_id).toBe(signedIn.deviceId)

    const stolen = await refreshTokens(t, signedIn.refreshToken)
    expect(stolen.body).toEqual(oauthError('invalid_grant', API_MESSAGES.oauthRefreshReused))
    // The legitimate app's newer tokens end too: it signs in again (and keeps its seat).
    expect((await refreshTokens(t, next.body.refresh_token)).body.error).toBe('invalid_grant')
    const licence = await t.request('GET', '/licence', { token: next.body.access_token })
    expect(licence).toMatchObject({ status: 401, body: { reason: 'invalid_token' } })
    const trail = await db()
      .selectFrom('audit_events')
      .select('kind')
      .where('kind', '=', 'device.token_reused')
      .execute()
    expect(trail).toHaveLength(1)
  })

  it('revokes: the refresh token signs the computer out and frees its seat; anything else is 200 too', async () => {
    const t = app()
    const owner = await subscriber(t)
    const signedIn = await connectComputer(t, owner.token)
    const revoke = (token: string) =>
      postForm(t, '/oauth/revoke', { token, client_id: DESKTOP_CLIENT_ID })
    const res = await revoke(signedIn.refreshToken)
    expect(res).toMatchObject({ status: 200, body: {} })
    const list = await t.request('GET', '/user/devices', { token: owner.token })
    expect(list.body.data).toMatchObject({ devices: [], seats: { used: 0, max: 1 } })
    expect((await revoke(signedIn.refreshToken)).status).toBe(200)
    expect((await revoke('token-que-ninguem-emitiu')).status).toBe(200)
    // The freed seat is in the audit trail once, however many times the app said 'Sair'.
    const trail = await db()
      .selectFrom('audit_events')
      .select(['kind', 'user_id', 'detail'])
      .where('kind', '=', 'device.signed_out')
      .execute()
    expect(trail).toEqual([
      { kind: 'device.signed_out', user_id: owner.user._id, detail: { device: signedIn.deviceId } },
    ])
    const refreshed = await refreshTokens(t, signedIn.refreshToken)
    expect(refreshed.body).toEqual(oauthError('invalid_grant', API_MESSAGES.deviceRevoked))
    expect(refreshed.body.reason).toBe('device_revoked')
  })
})
