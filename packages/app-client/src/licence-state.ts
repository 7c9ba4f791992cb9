import type { ClockVerdict, LicenceStatus } from '@atendimento/domain/devices/licence'
import type { LicenceClaims } from '@atendimento/domain/schemas/licence'

/** Where the answer came from: the server now, or the licence kept from an earlier check. */
export type Source = 'online' | 'offline'

/**
 * What the app may do now, and what to tell the person (pt-BR `message` whenever it may not run,
 * or when there is a warning: a payment pending, a cancellation).
 */
export type LicenceState =
  /** No account on this computer: sign in. */
  | { kind: 'signed_out'; message: string }
  /** The app runs, with these entitlements, until `expiresAt` at the latest without a check. */
  | {
      kind: 'licensed'
      source: Source
      claims: LicenceClaims
      entitlements: string[]
      expiresAt: Date
      /** A warning to show (payment pending, a cancellation running out), or null. */
      message: string | null
    }
  /** Signed in, but the account may not run the app (no subscription, one that ended). */
  | { kind: 'unlicensed'; source: Source; status: LicenceStatus; message: string }
  /** The server disconnected this computer (by its owner, an operator, or a plan with fewer seats). */
  | { kind: 'refused'; reason: 'device_revoked' | 'seat_limit'; message: string }
  /** No server, and the kept licence cannot vouch (expired, missing, unreadable). */
  | { kind: 'offline'; message: string }
  /** The computer's clock cannot be trusted (the clock rules of domain/devices/licence.ts). */
  | { kind: 'clock'; verdict: Exclude<ClockVerdict, 'ok'>; message: string }
