import { licenceExpiry, licenceNotice } from '@atendimento/domain/devices/licence'
import type { LicenceAnswer, LicenceClaims } from '@atendimento/domain/schemas/licence'
import { DESKTOP_CLIENT_ID } from '@atendimento/domain/schemas/oauth'
import { SignJWT } from 'jose'
import type { ApiContext } from '../../context.ts'
import type { DeviceRow } from '../devices/devices-repository.ts'
import type { AccountStanding } from '../devices/standing.ts'
import { LICENCE_ALG } from './licence-keys.ts'

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

/** 'Visto por último' is kept to the minutes: a computer seen this recently is not written again. */
export const LAST_SEEN_PRECISION_MS = 5 * 60 * 1000

/** The computer checked in now (and runs this version of the app). */
async function markSeen(
  ctx: ApiContext,
  device: DeviceRow,
  appVersion: string | undefined,
  now: Date,
) {
  const recent =
    device.last_seen_at !== null &&
    now.getTime() - device.last_seen_at.getTime() < LAST_SEEN_PRECISION_MS
  const sameVersion = !appVersion || appVersion === device.app_version
  if (recent && sameVersion) return
  await ctx.db
    .updateTable('devices')
    .set({ last_seen_at: now, ...(appVersion && { app_version: appVersion }) })
    .where('id', '=', device.id)
    .execute()
}

/**
 * The computer's licence: the account's standing signed as a JWT (EdDSA, `kid` of the current
 * key), living at most 14 days and never past the paid period plus the grace. When the account
 * may not run the app now, no licence, only the notice saying why. The computer was seen now.
 */
export async function issueLicence(
  ctx: ApiContext,
  device: DeviceRow,
  { standing, plan }: AccountStanding,
  appVersion: string | undefined,
): Promise<LicenceAnswer> {
  const now = ctx.clock.now()
  await markSeen(ctx, device, appVersion, now)
  const notice = licenceNotice(standing, now)
  const expiresAt = licenceExpiry(standing, now)
  if (!expiresAt || !plan) {
    return { licence: null, status: standing.status, notice, expiresAt: null }
  }
  const claims: Omit<LicenceClaims, 'iat' | 'exp'> = {
    iss: ctx.settings.publicUrl,
    sub: device.user_id,
    aud: DESKTOP_CLIENT_ID,
    device: device.id,
    fingerprint: device.fingerprint,
    plan: { id: plan.id, name: plan.name },
    entitlements: plan.entitlements,
    maxDevices: plan.maxDevices,
    status: standing.status,
    paidUntil: standing.paidUntil?.toISOString() ?? null,
  }
  const signer = await ctx.keyring.signer()
  const licence = await new SignJWT(claims)
    .setProtectedHeader({ alg: LICENCE_ALG, kid: signer.kid, typ: 'JWT' })
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(expiresAt))
    .sign(signer.key)
  return { licence, status: standing.status, notice, expiresAt: expiresAt.toISOString() }
}
