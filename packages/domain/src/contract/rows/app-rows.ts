import * as v from 'valibot'
import { licenceAnswerSchema, licenceQuerySchema } from '../../schemas/licence.ts'
import {
  authorizationServerMetadataSchema,
  deviceAuthorizationRequestSchema,
  deviceAuthorizationResponseSchema,
  jwksSchema,
  revocationRequestSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from '../../schemas/oauth.ts'
import type { Endpoint, EndpointTag } from '../endpoint.ts'

// The tag written out (the type checks it against ENDPOINT_TAGS): a browser that loads this file
// then carries no other area's text (the landing's first load has no bytes to spare).
const tag = 'Aplicativo' satisfies EndpointTag

const oauth = { tag, auth: 'none', format: 'oauth' } as const

const formErrors = ['oauthUnknownClient', 'oauthFormRequired', 'oauthRepeatedParameter'] as const

const licenceRow = {
  tag,
  auth: 'device',
  summary:
    'Emite a licença do computador: um JWT assinado (EdDSA) que o aplicativo verifica offline',
  description:
    'Com o token de acesso do aplicativo. `licence` é um JWS compacto (alg EdDSA, `kid` no cabeçalho) verificável com as chaves de `jwks_uri`; vem `null` quando a conta não pode usar o aplicativo agora, e `notice` diz por quê. Um computador recusado recebe 401 com `reason` (`invalid_token`, `device_revoked`, `seat_limit`).',
  query: licenceQuerySchema,
  data: licenceAnswerSchema,
  success: ['licenceIssued', 'licenceRefused'],
  errors: { 401: ['deviceRevoked', 'deviceSeatLimit'] },
} as const

/**
 * The desktop app's side (issue 23): sign-in by the OAuth 2.0 Device Authorization Grant
 * (RFC 8628) with refresh tokens, revocation (RFC 7009), the server's metadata (RFC 8414) and
 * the keys of the licence, all as the RFCs write them, so a standard OAuth client works
 * unchanged; then the licence itself. Not called by the site.
 */
export const APP_ROWS = {
  oauthMetadata: {
    ...oauth,
    method: 'GET',
    path: '/.well-known/oauth-authorization-server',
    root: true,
    summary: 'Descreve o servidor de autorização do aplicativo (RFC 8414)',
    description: '`issuer` é o endereço do site (PUBLIC_URL); os demais endereços ficam sob /api.',
    data: authorizationServerMetadataSchema,
  },
  oauthJwks: {
    ...oauth,
    method: 'GET',
    path: '/oauth/jwks',
    summary: 'Publica as chaves públicas que assinam as licenças (JWK Set, Ed25519)',
    description:
      'Uma chave trocada por `npm run keys -- rotate` continua publicada até vencerem as licenças que ela assinou.',
    data: jwksSchema,
  },
  deviceAuthorization: {
    ...oauth,
    method: 'POST',
    path: '/oauth/device_authorization',
    summary: 'Começa a entrada do aplicativo: devolve o código a mostrar e o endereço de /ativar',
    description:
      'RFC 8628 §3.1, com `client_id=atendimento-desktop` e o que o aplicativo diz do computador (`device_name`, `device_platform`, `app_version`, `device_fingerprint`). O código vale 10 minutos; consulte o token a cada 5 segundos.',
    body: deviceAuthorizationRequestSchema,
    data: deviceAuthorizationResponseSchema,
    errors: { 400: formErrors },
    rateLimited: true,
  },
  oauthToken: {
    ...oauth,
    method: 'POST',
    path: '/oauth/token',
    summary: 'Troca o código aprovado (ou o refresh token) por tokens do computador',
    description:
      'RFC 8628 §3.4 (`grant_type=urn:ietf:params:oauth:grant-type:device_code`) ou RFC 6749 §6 (`refresh_token`). O refresh token muda a cada uso; usado duas vezes, encerra os tokens do computador. A resposta traz também `device_id`.',
    body: tokenRequestSchema,
    data: tokenResponseSchema,
    errors: {
      400: [
        ...formErrors,
        'oauthPending',
        'oauthSlowDown',
        'oauthDenied',
        'oauthExpired',
        'oauthBadDeviceCode',
        'oauthBadRefreshToken',
        'oauthRefreshReused',
        'deviceRevoked',
        'deviceSeatLimit',
      ],
    },
    rateLimited: true,
  },
  oauthRevoke: {
    ...oauth,
    method: 'POST',
    path: '/oauth/revoke',
    summary: 'Revoga um token do aplicativo (RFC 7009): o refresh token desconecta o computador',
    description:
      'Responde 200 também para um token desconhecido ou já revogado, como a RFC 7009 manda.',
    body: revocationRequestSchema,
    data: v.object({}),
    errors: { 400: formErrors },
    rateLimited: true,
  },
  getLicence: { ...licenceRow, method: 'GET', path: '/licence' },
  refreshLicence: { ...licenceRow, method: 'POST', path: '/licence' },
} as const satisfies Record<string, Endpoint>
