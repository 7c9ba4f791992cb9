import * as v from 'valibot'
import { listOf, stripBidi, TYPE_MESSAGES, textSchema } from './fields.ts'
import { APP_VERSION_MESSAGE, appVersionSchema } from './licence.ts'
import { PLATFORMS } from './release.ts'

// The desktop app's sign-in: OAuth 2.0 Device Authorization Grant (RFC 8628) with refresh tokens
// (RFC 6749 §6), revocation (RFC 7009) and the server's metadata (RFC 8414). Requests are
// form-encoded and every name is the RFCs' snake_case, so a standard OAuth client works unchanged.

/** RFC 8628 §3.4. */
export const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code'
/** The desktop app: a public client (no secret), RFC 6749 §2.1. */
export const DESKTOP_CLIENT_ID = 'atendimento-desktop'

export const OAUTH_FIELD_MESSAGES = {
  clientId: 'Falta o client_id do aplicativo.',
  deviceName: 'Falta o nome do computador (device_name), de até 100 caracteres.',
  platform: 'Sistema do computador inválido (device_platform): use windows, macos ou linux.',
  fingerprint: 'Identificador do computador inválido (device_fingerprint).',
  deviceCode: 'Falta o device_code.',
  refreshToken: 'Falta o refresh_token.',
  token: 'Falta o token a revogar.',
} as const

const required = (message: string) =>
  v.pipe(v.optional(v.string(message), ''), v.nonEmpty(message), v.maxLength(500, message))

const clientId = required(OAUTH_FIELD_MESSAGES.clientId)

/**
 * The fingerprint the app computes: an HMAC of the machine's id (the server never sees the id
 * itself), base64url. Stable across reinstalls, so a reinstalled computer keeps its seat.
 */
export const fingerprintSchema = v.pipe(
  v.optional(v.string(OAUTH_FIELD_MESSAGES.fingerprint), ''),
  v.maxLength(128, OAUTH_FIELD_MESSAGES.fingerprint),
  v.regex(/^[\w-]{16,128}$/, OAUTH_FIELD_MESSAGES.fingerprint),
)

/** RFC 8628 §3.1, plus what the app says of the computer asking. */
export const deviceAuthorizationRequestSchema = v.object(
  {
    client_id: clientId,
    scope: v.optional(textSchema),
    device_name: v.pipe(
      v.optional(v.string(OAUTH_FIELD_MESSAGES.deviceName), ''),
      // The name is shown in the account and the console: no direction controls (domain/bidi).
      stripBidi(),
      v.trim(),
      v.nonEmpty(OAUTH_FIELD_MESSAGES.deviceName),
      v.maxLength(100, OAUTH_FIELD_MESSAGES.deviceName),
    ),
    device_platform: v.picklist(PLATFORMS, OAUTH_FIELD_MESSAGES.platform),
    app_version: v.pipe(
      v.optional(v.string(APP_VERSION_MESSAGE), ''),
      v.maxLength(40, APP_VERSION_MESSAGE),
      appVersionSchema,
    ),
    device_fingerprint: fingerprintSchema,
  },
  TYPE_MESSAGES.object,
)
export type DeviceAuthorizationRequest = v.InferOutput<typeof deviceAuthorizationRequestSchema>

/** RFC 8628 §3.2. */
export const deviceAuthorizationResponseSchema = v.object(
  {
    device_code: textSchema,
    user_code: textSchema,
    verification_uri: textSchema,
    verification_uri_complete: textSchema,
    expires_in: v.number(TYPE_MESSAGES.number),
    interval: v.number(TYPE_MESSAGES.number),
  },
  TYPE_MESSAGES.object,
)
export type DeviceAuthorizationResponse = v.InferOutput<typeof deviceAuthorizationResponseSchema>

/** The text of an unknown `grant_type` (answered as `unsupported_grant_type`). */
export const UNSUPPORTED_GRANT_MESSAGE =
  'Tipo de concessão não suportado: use urn:ietf:params:oauth:grant-type:device_code ou refresh_token.'

/** The token endpoint: RFC 8628 §3.4 (device code) or RFC 6749 §6 (refresh). */
export const tokenRequestSchema = v.variant(
  'grant_type',
  [
    v.object({
      grant_type: v.literal(DEVICE_CODE_GRANT),
      client_id: clientId,
      device_code: required(OAUTH_FIELD_MESSAGES.deviceCode),
    }),
    v.object({
      grant_type: v.literal('refresh_token'),
      client_id: clientId,
      refresh_token: required(OAUTH_FIELD_MESSAGES.refreshToken),
      scope: v.optional(textSchema),
    }),
  ],
  UNSUPPORTED_GRANT_MESSAGE,
)
export type TokenRequest = v.InferOutput<typeof tokenRequestSchema>

/** RFC 6749 §5.1, plus the device's id. */
export const tokenResponseSchema = v.object(
  {
    access_token: textSchema,
    token_type: v.literal('Bearer'),
    expires_in: v.number(TYPE_MESSAGES.number),
    refresh_token: textSchema,
    device_id: textSchema,
  },
  TYPE_MESSAGES.object,
)
export type TokenResponse = v.InferOutput<typeof tokenResponseSchema>

/** RFC 7009 §2.1. An unknown hint is ignored, as §2.1 allows. */
export const revocationRequestSchema = v.object(
  {
    token: required(OAUTH_FIELD_MESSAGES.token),
    token_type_hint: v.optional(textSchema),
    client_id: clientId,
  },
  TYPE_MESSAGES.object,
)
export type RevocationRequest = v.InferOutput<typeof revocationRequestSchema>

// RFC 8414's lists of this server: a few entries each.
const urlList = listOf(textSchema, 20)

/**
 * RFC 8414 §2. No `authorization_endpoint` nor `response_types_supported`: neither grant uses
 * the authorization endpoint (and §3.2 forbids an empty list).
 */
export const authorizationServerMetadataSchema = v.object(
  {
    issuer: textSchema,
    device_authorization_endpoint: textSchema,
    token_endpoint: textSchema,
    revocation_endpoint: textSchema,
    jwks_uri: textSchema,
    grant_types_supported: urlList,
    token_endpoint_auth_methods_supported: urlList,
    revocation_endpoint_auth_methods_supported: urlList,
    ui_locales_supported: urlList,
    service_documentation: textSchema,
    /** Ours (RFC 8414 §2 allows extensions): GET or POST for the licence, with the app's token. */
    licence_endpoint: textSchema,
  },
  TYPE_MESSAGES.object,
)
export type AuthorizationServerMetadata = v.InferOutput<typeof authorizationServerMetadataSchema>

/** A public key of the licence (RFC 8037: OKP, Ed25519). */
export const publicJwkSchema = v.object(
  {
    kty: v.literal('OKP'),
    crv: v.literal('Ed25519'),
    x: textSchema,
    kid: textSchema,
    alg: v.literal('EdDSA'),
    use: v.literal('sig'),
  },
  TYPE_MESSAGES.object,
)
export const jwksSchema = v.object(
  // The current key and those still published for the licences they signed (a rotation or two).
  { keys: listOf(publicJwkSchema, 20) },
  TYPE_MESSAGES.object,
)
export type Jwks = v.InferOutput<typeof jwksSchema>

/** RFC 6749 §5.2 (and RFC 8628 §3.5), with our pt-BR `message` beside the ASCII description. */
export const OAUTH_ERROR_CODES = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'authorization_pending',
  'slow_down',
  'access_denied',
  'expired_token',
  'unsupported_token_type',
  'server_error',
  'temporarily_unavailable',
] as const
export type OAuthErrorCode = (typeof OAUTH_ERROR_CODES)[number]

export const oauthErrorSchema = v.object(
  {
    error: v.picklist(OAUTH_ERROR_CODES, TYPE_MESSAGES.option),
    error_description: textSchema,
    message: textSchema,
  },
  TYPE_MESSAGES.object,
)
export type OAuthError = v.InferOutput<typeof oauthErrorSchema>

/**
 * RFC 6749 §5.2 allows only printable ASCII but `"` and `\` in `error_description`: the pt-BR
 * text without its accents (`message` keeps them, for screens).
 */
export function asciiDescription(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[“”"]/g, "'")
    .replace(/[^\x20-\x21\x23-\x5b\x5d-\x7e]/g, ' ')
}
