import { APP_CLIENT_TEXTS } from '@atendimento/domain/devices/app-texts'
import { clockVerdict } from '@atendimento/domain/devices/licence'
import { licenceClaimsSchema } from '@atendimento/domain/schemas/licence'
import { DESKTOP_CLIENT_ID, type Jwks } from '@atendimento/domain/schemas/oauth'
import { createLocalJWKSet, jwtVerify } from 'jose'
import * as v from 'valibot'
import type { LicenceState, Source } from './licence-state.ts'

export interface VerifyInput {
  licence: string
  jwks: Jwks
  issuer: string
  deviceId: string
  fingerprint: string
  /** Epoch ms, from the app's clock. */
  now: number
  /** Epoch ms: the latest moment this computer has seen before. */
  lastSeenAt: number
  source: Source
  /** The server's warning, when online (offline, the notice kept with the licence). */
  notice: string | null
}

/**
 * A licence checked as the app must: the signature with the server's keys (EdDSA only), the
 * issuer, the audience, the expiry against the app's clock, this computer (its device id and
 * fingerprint: a licence copied to another computer is worth nothing), then the clock rules.
 */
export async function verifyLicence(input: VerifyInput): Promise<LicenceState> {
  let payload: unknown
  try {
    const verified = await jwtVerify(input.licence, createLocalJWKSet(input.jwks), {
      algorithms: ['EdDSA'],
      issuer: input.issuer,
      audience: DESKTOP_CLIENT_ID,
      currentDate: new Date(input.now),
    })
    payload = verified.payload
  } catch (error) {
    const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED'
    return {
      kind: 'offline',
      message: expired ? APP_CLIENT_TEXTS.offlineExpired : APP_CLIENT_TEXTS.licenceUnreadable,
    }
  }
  const parsed = v.safeParse(licenceClaimsSchema, payload)
  const claims = parsed.success ? parsed.output : undefined
  if (!claims || claims.device !== input.deviceId || claims.fingerprint !== input.fingerprint) {
    return { kind: 'offline', message: APP_CLIENT_TEXTS.licenceUnreadable }
  }
  const verdict = clockVerdict({
    issuedAt: claims.iat * 1000,
    lastSeenAt: input.lastSeenAt,
    now: input.now,
  })
  if (verdict !== 'ok') {
    const message =
      verdict === 'issued_in_future'
        ? APP_CLIENT_TEXTS.issuedInFuture
        : APP_CLIENT_TEXTS.clockSetBack
    return { kind: 'clock', verdict, message }
  }
  return {
    kind: 'licensed',
    source: input.source,
    claims,
    entitlements: claims.entitlements,
    expiresAt: new Date(claims.exp * 1000),
    message: input.notice,
  }
}
