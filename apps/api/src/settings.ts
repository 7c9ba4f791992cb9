import { NO_PROXY, type ProxyTrust } from './http/client-ip.ts'
import { type Argon2Params, OWASP_ARGON2 } from './security/passwords.ts'

export type RateLimitedAction =
  | 'login'
  | 'forgot'
  | 'validate'
  | 'change'
  | 'register'
  | 'checkout'
  | 'password'
  | 'emailChange'
  | 'pix'
  | 'planChange'
  | 'dataExport'
  | 'accountDelete'
  | 'operatorAction'
  | 'documentChange'
  | 'deviceCode'
  | 'appToken'
  | 'activation'
  | 'download'

/** Requests allowed per window (a minute unless the rule says a day); 0 switches a limit off. */
export interface RateLimitRule {
  perIp: number
  /**
   * Per account tried; a known device of the account counts in a bucket of its own. Absent where
   * the call knows no account.
   */
  perAccount?: number
  /** Per card fingerprint, for the actions that send a card to the gateway. */
  perCard?: number
  /** The window the limits count in: a minute, or (for what a person does a few times) a day. */
  window?: 'minute' | 'day'
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
  /** Every call per address per minute, counted in each process's memory (0: off). */
  generalRateLimitPerMinute: number
  /** The proxies in front of the API whose X-Forwarded-For is believed (http/client-ip.ts). */
  trustProxy: ProxyTrust
  /** The `asaas-access-token` header the Asaas webhook must carry; unset refuses every call. */
  asaasWebhookToken: string | undefined
  maxBodyBytes: number
  /** The site's origin, for links in e-mails (PUBLIC_URL). */
  publicUrl: string
  /** Bearer token of GET /api/metrics; unset, the metrics are not served. */
  metricsToken: string | undefined
  /** How long GET /plan answers from memory before reading the database again (0: every time). */
  planListTtlMs: number
  /**
   * How long a money operation waits for another one of the same account to finish before it is
   * answered 409 (modules/subscriptions/money-lock.ts): under the web's 10 s request timeout.
   */
  moneyLockWaitMs: number
  /**
   * How long a creation at a remote payment provider may take (Asaas advises 60 s at least):
   * also how long its claim holds after an answer was lost (payments/gateway-claims.ts).
   */
  gatewayCreationTimeoutMs: number
  /**
   * Seals the licence's private keys (LICENCE_KEY_SECRET); unset, a key the server keeps in the
   * database does (modules/licences/sealed-keys.ts).
   */
  licenceKeySecret: string | undefined
}

const HOUR = 60 * 60 * 1000

export const DEFAULT_GENERAL_RATE_LIMIT = 1200

// Generous enough for a person and for the e2e suite (distinct accounts, one IP); tight enough
// that guessing a password or a 6-character code from one place is hopeless.
export const DEFAULT_RATE_LIMITS = {
  login: { perIp: 30, perAccount: 10 },
  forgot: { perIp: 10, perAccount: 3 },
  validate: { perIp: 30, perAccount: 10 },
  change: { perIp: 10, perAccount: 5 },
  // Sign-ups (and anonymous checkouts, which sign up too) per address; per e-mail, so the owner
  // of an address gets at most a few "someone tried to sign up" messages a minute.
  register: { perIp: 20, perAccount: 3 },
  // Card charges (first payment, Continuar Pagamento, reactivation): a card tester is held by
  // address, by account and by card, whichever it rotates.
  checkout: { perIp: 10, perAccount: 5, perCard: 3 },
  // PATCH /user/password, like a login: per address and per account.
  password: { perIp: 10, perAccount: 5 },
  emailChange: { perIp: 10, perAccount: 3 },
  // Pix codes issued (checkout, Continuar Pagamento, a new code after one expired): nothing is
  // charged, but each one is a call to the provider.
  pix: { perIp: 20, perAccount: 10 },
  // A change of plan may charge the saved card.
  planChange: { perIp: 10, perAccount: 5 },
  // An export reads the whole account: a few a minute is plenty for its holder.
  dataExport: { perIp: 10, perAccount: 3 },
  // Asks for the password again, like a login.
  accountDelete: { perIp: 10, perAccount: 5 },
  // An operator's writes (cancel, reactivate, refund, resend, plans), per operator: a support
  // person clicks a few a minute; a stolen operator session is held to that pace.
  operatorAction: { perIp: 60, perAccount: 30 },
  // A new CPF/CNPJ in the profile (PATCH /user): a person fixes a typo once or twice; the refusal
  // of a document in use would otherwise tell, try after try, which documents have an account.
  documentChange: { perIp: 5, perAccount: 3, window: 'day' },
  // The desktop app asking for a sign-in code, per address and per computer (its fingerprint).
  deviceCode: { perIp: 20, perAccount: 5 },
  // The app's token endpoint (polling every 5 s, refreshes) and revocation, per address (several
  // computers of one office share it) and per code or token tried (no account is known before
  // the token is read): a poll every 5 s is 12 a minute.
  appToken: { perIp: 120, perAccount: 30 },
  // Codes tried at /ativar (looked up, approved or refused), per address and per signed-in
  // account: guessing a live code among 20^8 is hopeless at this pace (RFC 8628 §5.1).
  activation: { perIp: 30, perAccount: 10 },
  // Downloads counted at /download, per address: an office installing on a few computers, a
  // person clicking twice; a script inflating the counts is held to that pace.
  download: { perIp: 30 },
} satisfies RateLimits

export const DEFAULT_SETTINGS: ApiSettings = {
  sessionTtlMs: 12 * HOUR,
  rememberedSessionTtlMs: 30 * 24 * HOUR,
  recoveryCodeTtlMs: 10 * 60 * 1000,
  recoveryCodeMaxAttempts: 5,
  argon2: OWASP_ARGON2,
  rateLimits: DEFAULT_RATE_LIMITS,
  // A person's browsing makes a few calls a page; a shared address (a carrier's NAT, an
  // office) is many people. Enough for them, and a flood from one address is cut in a minute.
  generalRateLimitPerMinute: DEFAULT_GENERAL_RATE_LIMIT,
  trustProxy: NO_PROXY,
  asaasWebhookToken: undefined,
  maxBodyBytes: 64 * 1024,
  publicUrl: 'http://localhost:3000',
  metricsToken: undefined,
  // A plan changed through the CLI (maybe from another process) shows within this time.
  planListTtlMs: 5_000,
  moneyLockWaitMs: 8_000,
  gatewayCreationTimeoutMs: 60_000,
  licenceKeySecret: undefined,
}
