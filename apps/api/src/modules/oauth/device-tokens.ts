import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import type { TokenResponse } from '@atendimento/domain/schemas/oauth'
import type { Selectable } from 'kysely'
import type { ApiContext } from '../../context.ts'
import type { Db } from '../../db/database.ts'
import type { DevicesTable } from '../../db/schema.ts'
import { audit } from '../../ops/audit.ts'
import { newToken, sha256 } from '../../security/tokens.ts'
import { revokeDevices, revokeDeviceTokens } from '../devices/devices-repository.ts'
import { type AccountStanding, standingFrom, subscriptionsOf } from '../devices/standing.ts'
import { oauthFailure, revokedDeviceMessage } from './oauth-failures.ts'

/** An access token lives about an hour; the app refreshes it with its refresh token. */
export const ACCESS_TOKEN_TTL_S = 60 * 60
/** A refresh token unused this long ends; each refresh gives a new one (rotation). */
export const REFRESH_TOKEN_TTL_S = 90 * 24 * 60 * 60

type DeviceRow = Selectable<DevicesTable>

/** A new access and refresh token for the computer (only their hashes are kept). */
export async function issueDeviceTokens(
  db: Db,
  deviceId: string,
  now: Date,
): Promise<TokenResponse> {
  const access = newToken()
  const refresh = newToken()
  const after = (seconds: number) => new Date(now.getTime() + seconds * 1000)
  await db
    .insertInto('device_tokens')
    .values([
      {
        token_hash: sha256(access),
        device_id: deviceId,
        kind: 'access',
        created_at: now,
        expires_at: after(ACCESS_TOKEN_TTL_S),
      },
      {
        token_hash: sha256(refresh),
        device_id: deviceId,
        kind: 'refresh',
        created_at: now,
        expires_at: after(REFRESH_TOKEN_TTL_S),
      },
    ])
    .execute()
  await db.updateTable('devices').set({ last_seen_at: now }).where('id', '=', deviceId).execute()
  return {
    access_token: access,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL_S,
    refresh_token: refresh,
    device_id: deviceId,
  }
}

function findToken(db: Db, token: string, kind: 'access' | 'refresh') {
  return db
    .selectFrom('device_tokens')
    .innerJoin('devices', 'devices.id', 'device_tokens.device_id')
    .selectAll('devices')
    .select([
      'device_tokens.token_hash',
      'device_tokens.expires_at as token_expires_at',
      'device_tokens.used_at as token_used_at',
      'device_tokens.revoked_at as token_revoked_at',
    ])
    .where('device_tokens.token_hash', '=', sha256(token))
    .where('device_tokens.kind', '=', kind)
    .executeTakeFirst()
}

/**
 * RFC 6749 §6 with rotation: the refresh token is spent and a new pair issued. A refresh token
 * presented a second time was copied: every token of the computer ends (the app signs in again;
 * the same computer keeps its seat), and the answer says so.
 */
export async function refreshDeviceTokens(ctx: ApiContext, token: string): Promise<TokenResponse> {
  const now = ctx.clock.now()
  const found = await findToken(ctx.db, token, 'refresh')
  if (!found) throw oauthFailure(API_MESSAGES.oauthBadRefreshToken)
  if (found.revoked_at) throw oauthFailure(revokedDeviceMessage(found))
  if (found.token_revoked_at || found.token_expires_at <= now) {
    throw oauthFailure(API_MESSAGES.oauthBadRefreshToken)
  }
  if (found.token_used_at) return reuseDetected(ctx, found.id, found.user_id)
  const issued = await ctx.db.transaction().execute(async (trx) => {
    // Spent once: of two requests racing with the same token, one gets the new pair.
    const spent = await trx
      .updateTable('device_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', found.token_hash)
      .where('used_at', 'is', null)
      .returning('token_hash')
      .executeTakeFirst()
    return spent ? issueDeviceTokens(trx, found.id, now) : undefined
  })
  return issued ?? reuseDetected(ctx, found.id, found.user_id)
}

async function reuseDetected(ctx: ApiContext, deviceId: string, userId: string): Promise<never> {
  const now = ctx.clock.now()
  await ctx.db.transaction().execute(async (trx) => {
    await revokeDeviceTokens(trx, [deviceId], now)
    await audit(trx, { kind: 'device.token_reused', at: now, userId, detail: { device: deviceId } })
  })
  throw oauthFailure(API_MESSAGES.oauthRefreshReused)
}

/**
 * RFC 7009: a refresh token ends the computer's whole sign-in (the app's 'Sair': the seat is
 * freed); an access token ends itself. Unknown or spent tokens change nothing: the answer is
 * the same 200 either way (§2.2).
 */
export async function revokeToken(ctx: ApiContext, token: string, ip: string): Promise<void> {
  const now = ctx.clock.now()
  const refresh = await findToken(ctx.db, token, 'refresh')
  if (refresh) {
    if (refresh.revoked_at) return
    await ctx.db.transaction().execute(async (trx) => {
      // Only the request that freed the seat writes it down (two 'Sair' at once: one line).
      const [freed] = await revokeDevices(trx, [refresh.id], 'signed_out', now)
      if (!freed) return
      const detail = { device: freed.id }
      await audit(trx, { kind: 'device.signed_out', at: now, userId: freed.user_id, ip, detail })
    })
    return
  }
  await ctx.db
    .updateTable('device_tokens')
    .set({ revoked_at: now })
    .where('token_hash', '=', sha256(token))
    .where('kind', '=', 'access')
    .where('revoked_at', 'is', null)
    .execute()
}

/**
 * What an access token opens: its live computer and the account's standing (one query: every
 * licence refresh starts here); or the refusal to answer with.
 */
export async function deviceOfAccessToken(
  db: Db,
  token: string,
  now: Date,
): Promise<{ device: DeviceRow; standing: AccountStanding } | { refusal: string }> {
  const found = await db
    .selectFrom('device_tokens')
    .innerJoin('devices', 'devices.id', 'device_tokens.device_id')
    .selectAll('devices')
    .select((eb) => [
      'device_tokens.expires_at as token_expires_at',
      'device_tokens.revoked_at as token_revoked_at',
      subscriptionsOf(eb.ref('devices.user_id')).as('subscriptions'),
    ])
    .where('device_tokens.token_hash', '=', sha256(token))
    .where('device_tokens.kind', '=', 'access')
    .executeTakeFirst()
  if (!found) return { refusal: API_MESSAGES.appBadToken }
  if (found.revoked_at) return { refusal: revokedDeviceMessage(found) }
  if (found.token_revoked_at || found.token_expires_at <= now) {
    return { refusal: API_MESSAGES.appBadToken }
  }
  const { token_expires_at, token_revoked_at, subscriptions, ...device } = found
  return { device, standing: standingFrom(subscriptions) }
}

/** Tokens that ended more than a day ago go (the maintenance run). */
export async function pruneDeviceTokens(db: Db, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000)
  await db
    .deleteFrom('device_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', dayAgo), eb('revoked_at', '<', dayAgo)]))
    .execute()
}
