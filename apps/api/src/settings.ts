import { type Argon2Params, OWASP_ARGON2 } from './security/passwords.ts'

export type RateLimitedAction = 'login' | 'forgot' | 'validate' | 'change'

/** Requests allowed per minute; 0 switches that limit off. */
export interface RateLimitRule {
  perIp: number
  perAccount: number
}

export type RateLimits = Record<RateLimitedAction, RateLimitRule>

export interface ApiSettings {
  /** Token life without remember-me (the browser also drops it at the next start). */
  sessionTtlMs: number
  /** Token life with remember-me. */
  rememberedSessionTtlMs: number
  recoveryCodeTtlMs: number
  /** Wrong tries (at /auth/validate and /auth/change together) that kill a recovery code. */
  recoveryCodeMaxAttempts: number
  argon2: Argon2Params
  rateLimits: RateLimits
  /** Read the client's address from X-Forwarded-For (only behind a proxy you control). */
  trustProxy: boolean
  /** The `asaas-access-token` header the Asaas webhook must carry; unset refuses every call. */
  asaasWebhookToken: string | undefined
  maxBodyBytes: number
  /** How long GET /plan answers from memory before reading the database again (0: every time). */
  planListTtlMs: number
}

const HOUR = 60 * 60 * 1000

// Generous enough for a person and for the e2e suite (distinct accounts, one IP); tight enough
// that guessing a password or a 6-character code from one place is hopeless.
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { perIp: 30, perAccount: 10 },
  forgot: { perIp: 10, perAccount: 3 },
  validate: { perIp: 30, perAccount: 10 },
  change: { perIp: 10, perAccount: 5 },
}

export const DEFAULT_SETTINGS: ApiSettings = {
  sessionTtlMs: 12 * HOUR,
  rememberedSessionTtlMs: 30 * 24 * HOUR,
  recoveryCodeTtlMs: 10 * 60 * 1000,
  recoveryCodeMaxAttempts: 5,
  argon2: OWASP_ARGON2,
  rateLimits: DEFAULT_RATE_LIMITS,
  trustProxy: false,
  asaasWebhookToken: undefined,
  maxBodyBytes: 64 * 1024,
  // A plan changed through the CLI (maybe from another process) shows within this time.
  planListTtlMs: 5_000,
}
