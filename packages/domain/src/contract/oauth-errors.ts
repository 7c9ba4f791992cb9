import { type OAuthErrorCode, UNSUPPORTED_GRANT_MESSAGE } from '../schemas/oauth.ts'
import { API_MESSAGES, type ApiMessageKey } from './messages.ts'

/** The RFC error code of each text an OAuth endpoint fails with (RFC 6749 §5.2, RFC 8628 §3.5). */
export const OAUTH_ERROR_OF: Partial<Record<ApiMessageKey, OAuthErrorCode>> = {
  oauthUnknownClient: 'invalid_client',
  oauthPending: 'authorization_pending',
  oauthSlowDown: 'slow_down',
  oauthDenied: 'access_denied',
  oauthExpired: 'expired_token',
  oauthBadDeviceCode: 'invalid_grant',
  oauthBadRefreshToken: 'invalid_grant',
  oauthRefreshReused: 'invalid_grant',
  deviceRevoked: 'invalid_grant',
  deviceSeatLimit: 'invalid_grant',
}

/** Why the app's device is refused, as the app reads it (`reason`), by the text that says so. */
export const DEVICE_REFUSAL_OF: Partial<Record<ApiMessageKey, DeviceRefusal>> = {
  deviceRevoked: 'device_revoked',
  deviceSeatLimit: 'seat_limit',
  appNoToken: 'invalid_token',
  appBadToken: 'invalid_token',
}
export const DEVICE_REFUSALS = ['invalid_token', 'device_revoked', 'seat_limit'] as const
export type DeviceRefusal = (typeof DEVICE_REFUSALS)[number]

const keyOf = (message: string) =>
  (Object.keys(API_MESSAGES) as ApiMessageKey[]).find((key) => API_MESSAGES[key] === message)

/**
 * The RFC code of a failure of an OAuth endpoint: the text's own code; else, by status, a
 * malformed request (4xx: a field's schema text, a body too large, too many tries), or the
 * server's trouble (5xx).
 */
export function oauthErrorFor(status: number, message: string): OAuthErrorCode {
  // The token request schema's own text for a grant_type it does not know.
  if (message === UNSUPPORTED_GRANT_MESSAGE) return 'unsupported_grant_type'
  const key = keyOf(message)
  const own = key ? OAUTH_ERROR_OF[key] : undefined
  if (own) return own
  if (status === 429 || status === 503) return 'temporarily_unavailable'
  if (status >= 500) return 'server_error'
  return 'invalid_request'
}

/** The `reason` of a refused device, by the text of the refusal; undefined for other failures. */
export function deviceRefusalFor(message: string): DeviceRefusal | undefined {
  const key = keyOf(message)
  return key ? DEVICE_REFUSAL_OF[key] : undefined
}
