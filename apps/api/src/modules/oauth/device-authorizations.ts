import { randomInt, randomUUID } from 'node:crypto'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { formatUserCode, newUserCode } from '@atendimento/domain/devices/user-code'
import {
  DESKTOP_CLIENT_ID,
  type DeviceAuthorizationRequest,
  type DeviceAuthorizationResponse,
} from '@atendimento/domain/schemas/oauth'
import type { ApiContext } from '../../context.ts'
import type { Db } from '../../db/database.ts'
import { uniqueViolation } from '../../db/errors.ts'
import { newToken, sha256 } from '../../security/tokens.ts'
import { oauthFailure, revokedDeviceMessage } from './oauth-failures.ts'

/** RFC 8628 §3.2: how long the codes live, and the polling interval the app starts with. */
export const DEVICE_CODE_TTL_S = 10 * 60
export const POLL_INTERVAL_S = 5
/** RFC 8628 §3.5: each `slow_down` adds this to the interval, for the rest of the polling. */
export const SLOW_DOWN_STEP_S = 5
// Timers and networks are not exact: a poll this much early still counts as on time.
const POLL_TOLERANCE_MS = 250

/** Only the desktop app is a client (a public one, RFC 6749 §2.1: no secret to check). */
export function assertDesktopClient(clientId: string): void {
  if (clientId !== DESKTOP_CLIENT_ID) throw oauthFailure(API_MESSAGES.oauthUnknownClient)
}

/** The user code as it is stored: hashed, like every other code and token. */
export const userCodeHash = (normalized: string) => sha256(`user-code:${normalized}`)

/**
 * RFC 8628 §3.1-3.2: a device code (a secret for the app) and a user code (for the person, at
 * /ativar), with what the app said of the computer and the address it asked from.
 */
export async function startDeviceAuthorization(
  ctx: ApiContext,
  request: DeviceAuthorizationRequest,
  ip: string,
): Promise<DeviceAuthorizationResponse> {
  assertDesktopClient(request.client_id)
  const now = ctx.clock.now()
  const deviceCode = newToken()
  // A user code is unique among the pending ones; with 20^8 codes a clash is rare, and retried.
  for (let attempt = 0; ; attempt++) {
    const userCode = newUserCode(randomInt)
    try {
      await ctx.db
        .insertInto('device_authorizations')
        .values({
          id: randomUUID(),
          device_code_hash: sha256(deviceCode),
          user_code_hash: userCodeHash(userCode),
          client_id: request.client_id,
          device_name: request.device_name,
          platform: request.device_platform,
          app_version: request.app_version,
          fingerprint: request.device_fingerprint,
          requested_ip: ip,
          created_at: now,
          expires_at: new Date(now.getTime() + DEVICE_CODE_TTL_S * 1000),
          interval_seconds: POLL_INTERVAL_S,
          status: 'pending',
        })
        .execute()
      const page = `${ctx.settings.publicUrl}/ativar`
      const shown = formatUserCode(userCode)
      return {
        device_code: deviceCode,
        user_code: shown,
        verification_uri: page,
        // For the QR code: the page opens with the code filled in.
        verification_uri_complete: `${page}?codigo=${shown}`,
        expires_in: DEVICE_CODE_TTL_S,
        interval: POLL_INTERVAL_S,
      }
    } catch (error) {
      if (!uniqueViolation(error) || attempt >= 4) throw error
    }
  }
}

/** A pending request by the code the person typed (normalised), if it is still valid. */
export function pendingByUserCode(db: Db, userCode: string, now: Date) {
  return db
    .selectFrom('device_authorizations')
    .selectAll()
    .where('user_code_hash', '=', userCodeHash(userCode))
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirst()
}

/**
 * RFC 8628 §3.4-3.5: the app polls with its device code. Pending: `authorization_pending`, or
 * `slow_down` (and 5 s more for every later poll) when it polls faster than its interval.
 * Refused: `access_denied`. Too late: `expired_token`. Approved: the device's id, once (the
 * code is consumed by the first poll that sees the approval).
 */
export async function redeemDeviceCode(ctx: ApiContext, deviceCode: string): Promise<string> {
  const now = ctx.clock.now()
  const row = await ctx.db
    .selectFrom('device_authorizations')
    .selectAll()
    .where('device_code_hash', '=', sha256(deviceCode))
    .executeTakeFirst()
  if (!row || row.status === 'consumed') throw oauthFailure(API_MESSAGES.oauthBadDeviceCode)
  if (row.expires_at <= now) throw oauthFailure(API_MESSAGES.oauthExpired)
  if (row.status === 'denied') throw oauthFailure(API_MESSAGES.oauthDenied)
  if (row.status === 'approved') {
    const taken = await ctx.db
      .updateTable('device_authorizations')
      .set({ status: 'consumed' })
      .where('id', '=', row.id)
      .where('status', '=', 'approved')
      .returning('device_id')
      .executeTakeFirst()
    if (!taken?.device_id) throw oauthFailure(API_MESSAGES.oauthBadDeviceCode)
    // Disconnected between the approval and this poll: no tokens for it.
    const device = await ctx.db
      .selectFrom('devices')
      .select(['revoked_at', 'revoked_reason'])
      .where('id', '=', taken.device_id)
      .executeTakeFirstOrThrow()
    if (device.revoked_at) throw oauthFailure(revokedDeviceMessage(device))
    return taken.device_id
  }
  const early =
    row.last_polled_at !== null &&
    now.getTime() - row.last_polled_at.getTime() < row.interval_seconds * 1000 - POLL_TOLERANCE_MS
  await ctx.db
    .updateTable('device_authorizations')
    .set({
      last_polled_at: now,
      interval_seconds: early ? row.interval_seconds + SLOW_DOWN_STEP_S : row.interval_seconds,
    })
    .where('id', '=', row.id)
    .execute()
  throw oauthFailure(early ? API_MESSAGES.oauthSlowDown : API_MESSAGES.oauthPending)
}

/** Codes that ended more than a day ago go (the maintenance run). */
export async function pruneDeviceAuthorizations(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('device_authorizations')
    .where('expires_at', '<', new Date(now.getTime() - 24 * 60 * 60 * 1000))
    .execute()
}
