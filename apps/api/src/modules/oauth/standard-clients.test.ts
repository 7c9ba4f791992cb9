import { DESKTOP_CLIENT_ID } from '@atendimento/domain/schemas/oauth'
import { createRemoteJWKSet, jwtVerify } from 'jose'
import * as oauth from 'oauth4webapi'
import { afterEach, describe, expect, it } from 'vitest'
import { computer } from '../../testing/app-device.ts'
import { startLiveApi } from '../../testing/live-api.ts'
import { cardPayment, signUp } from '../../testing/test-app.ts'
import { createTestClock, DAY } from '../../testing/test-clock.ts'
import { useTestDatabase } from '../../testing/test-database.ts'

const db = useTestDatabase()
let stop: (() => Promise<void>) | undefined
afterEach(async () => {
  await stop?.()
  stop = undefined
})

// Standard clients, unchanged, against the API on a real port: oauth4webapi does the whole device
// flow from the RFC 8414 metadata, and jose verifies the licence with the keys at jwks_uri.
describe('a standard OAuth client and a standard JOSE library', () => {
  it('complete the device flow and verify the licence', async () => {
    const clock = createTestClock()
    const live = await startLiveApi(db(), { clock, settings: { sessionTtlMs: 365 * DAY } })
    stop = live.stop
    const owner = await signUp(live.t)
    await live.t.request('POST', '/subscription/plano-essencial', {
      token: owner.token,
      body: cardPayment(),
    })

    const options = { [oauth.allowInsecureRequests]: true }
    const issuer = new URL(live.url)
    const as = await oauth.processDiscoveryResponse(
      issuer,
      await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...options }),
    )
    const client: oauth.Client = { client_id: DESKTOP_CLIENT_ID }
    const auth = oauth.None()
    const device = computer()
    const authorization = await oauth.processDeviceAuthorizationResponse(
      as,
      client,
      await oauth.deviceAuthorizationRequest(
        as,
        client,
        auth,
        {
          device_name: device.name,
          device_platform: device.platform,
          app_version: device.appVersion,
          device_fingerprint: device.fingerprint,
        },
        options,
      ),
    )
    expect(authorization).toMatchObject({ expires_in: 600, interval: 5 })

    const poll = async () =>
      oauth.processDeviceCodeResponse(
        as,
        client,
        await oauth.deviceCodeGrantRequest(as, client, auth, authorization.device_code, options),
      )
    const pending = await poll().catch((error: unknown) => error)
    expect(pending).toBeInstanceOf(oauth.ResponseBodyError)
    expect(pending).toMatchObject({ error: 'authorization_pending', status: 400 })

    await live.t.request('POST', '/user/activation/approve', {
      token: owner.token,
      body: { userCode: authorization.user_code },
    })
    clock.advance(5_000)
    const tokens = await poll()
    expect(tokens.token_type).toBe('bearer')
    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, auth, String(tokens.refresh_token), options),
    )

    const answer = await fetch(String(as.licence_endpoint), {
      headers: { authorization: `Bearer ${refreshed.access_token}` },
    })
    const { data } = (await answer.json()) as { data: { licence: string } }
    const keys = createRemoteJWKSet(new URL(String(as.jwks_uri)))
    const { payload, protectedHeader } = await jwtVerify(data.licence, keys, {
      issuer: live.url,
      audience: DESKTOP_CLIENT_ID,
      currentDate: clock.now(),
    })
    expect(protectedHeader.alg).toBe('EdDSA')
    expect(payload).toMatchObject({ sub: owner.user._id, status: 'active', maxDevices: 1 })

    await oauth.processRevocationResponse(
      await oauth.revocationRequest(as, client, auth, String(refreshed.refresh_token), options),
    )
    const after = await oauth
      .processRefreshTokenResponse(
        as,
        client,
        await oauth.refreshTokenGrantRequest(
          as,
          client,
          auth,
          String(refreshed.refresh_token),
          options,
        ),
      )
      .catch((error: unknown) => error)
    expect(after).toMatchObject({ error: 'invalid_grant', cause: { reason: 'device_revoked' } })
  })
})
