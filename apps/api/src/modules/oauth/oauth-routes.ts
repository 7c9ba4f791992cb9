import { DEVICE_CODE_GRANT } from '@atendimento/domain/schemas/oauth'
import type { Context } from 'hono'
import type { ApiContext } from '../../context.ts'
import { clientIp } from '../../http/client-ip.ts'
import { route } from '../../http/contract-route.ts'
import { sha256 } from '../../security/tokens.ts'
import {
  assertDesktopClient,
  redeemDeviceCode,
  startDeviceAuthorization,
} from './device-authorizations.ts'
import { issueDeviceTokens, refreshDeviceTokens, revokeToken } from './device-tokens.ts'

/** RFC 8414 §2: where the app finds everything else (under the site's address, PUBLIC_URL). */
export function authorizationServerMetadata(publicUrl: string) {
  const api = `${publicUrl}/api`
  return {
    issuer: publicUrl,
    device_authorization_endpoint: `${api}/oauth/device_authorization`,
    token_endpoint: `${api}/oauth/token`,
    revocation_endpoint: `${api}/oauth/revoke`,
    jwks_uri: `${api}/oauth/jwks`,
    grant_types_supported: [DEVICE_CODE_GRANT, 'refresh_token'],
    // A public client: it authenticates with its client_id alone (RFC 6749 §2.1).
    token_endpoint_auth_methods_supported: ['none'],
    revocation_endpoint_auth_methods_supported: ['none'],
    ui_locales_supported: ['pt-BR'],
    service_documentation: `${api}/docs`,
    // An extension (§2 allows them): where the app asks for its licence.
    licence_endpoint: `${api}/licence`,
  }
}

/**
 * The desktop app's sign-in (RFC 8628, 6749 §6, 7009, 8414). Answers are the RFCs' JSON, not
 * the envelope; failures become RFC 6749 §5.2's in app.ts (oauthFailureAnswer).
 */
export function oauthRoutes(ctx: ApiContext) {
  const ipOf = (c: Context) => clientIp(c, ctx.settings.trustProxy)
  return [
    route('oauthMetadata', (c) => c.json(authorizationServerMetadata(ctx.settings.publicUrl))),
    route('oauthJwks', async (c) => {
      // Clients may keep the keys a while; a new key is published before it signs anything.
      c.header('Cache-Control', 'public, max-age=300')
      return c.json(await ctx.keyring.jwks())
    }),
    route('deviceAuthorization', async (c, { body }) => {
      const ip = ipOf(c)
      await ctx.limiter.hit('deviceCode', { ip, account: body.device_fingerprint })
      return c.json(await startDeviceAuthorization(ctx, body, ip))
    }),
    route('oauthToken', async (c, { body }) => {
      const credential =
        body.grant_type === DEVICE_CODE_GRANT ? body.device_code : body.refresh_token
      await ctx.limiter.hit('appToken', { ip: ipOf(c), account: sha256(credential) })
      assertDesktopClient(body.client_id)
      const tokens =
        body.grant_type === DEVICE_CODE_GRANT
          ? await issueDeviceTokens(
              ctx.db,
              await redeemDeviceCode(ctx, body.device_code),
              ctx.clock.now(),
            )
          : await refreshDeviceTokens(ctx, body.refresh_token)
      // RFC 6749 §5.1: tokens are never kept by a cache (Cache-Control: no-store is on every answer).
      c.header('Pragma', 'no-cache')
      return c.json(tokens)
    }),
    route('oauthRevoke', async (c, { body }) => {
      await ctx.limiter.hit('appToken', { ip: ipOf(c), account: sha256(body.token) })
      assertDesktopClient(body.client_id)
      await revokeToken(ctx, body.token, ipOf(c))
      return c.json({})
    }),
  ]
}
