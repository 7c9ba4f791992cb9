import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_COMPANY } from '@atendimento/domain/company'
import * as v from 'valibot'
import type { DatabaseTarget } from './db/database.ts'
import { StartupError } from './db/startup-errors.ts'
import { DEFAULT_TRUSTED_PROXIES, invalidProxyEntry, type ProxyTrust } from './http/client-ip.ts'
import {
  DEFAULT_GENERAL_RATE_LIMIT,
  DEFAULT_RATE_LIMITS,
  type RateLimitedAction,
  type RateLimitRule,
  type RateLimits,
} from './settings.ts'

const count = (fallback: number) =>
  v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0)), String(fallback))

/** RATE_LIMIT_EMAIL_CHANGE for the bucket 'emailChange'. */
const rateLimitPrefix = (action: string) =>
  `RATE_LIMIT_${action.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`

type LimitField = 'perIp' | 'perAccount' | 'perCard'

/**
 * The variables of one bucket: for each limit (per address, account, card) its name, its default
 * and the rule's field. RATE_LIMIT_CHECKOUT_PER_CARD_PER_MINUTE; a daily bucket's end in _PER_DAY.
 */
export function rateLimitVariables(
  action: RateLimitedAction,
): { name: string; fallback: number; field: LimitField }[] {
  const rule: RateLimitRule = DEFAULT_RATE_LIMITS[action]
  const name = rateLimitPrefix(action)
  const per = rule.window === 'day' ? 'PER_DAY' : 'PER_MINUTE'
  const limits: [string, number | undefined, LimitField][] = [
    [`${name}_${per}`, rule.perIp, 'perIp'],
    [`${name}_PER_ACCOUNT_${per}`, rule.perAccount, 'perAccount'],
    [`${name}_PER_CARD_${per}`, rule.perCard, 'perCard'],
  ]
  return limits.flatMap(([variable, fallback, field]) =>
    fallback === undefined ? [] : [{ name: variable, fallback, field }],
  )
}

const RATE_LIMITED_ACTIONS = Object.keys(DEFAULT_RATE_LIMITS) as RateLimitedAction[]

const rateLimitEntries = Object.fromEntries(
  RATE_LIMITED_ACTIONS.flatMap((action) =>
    rateLimitVariables(action).map(({ name, fallback }) => [name, count(fallback)]),
  ),
) as Record<string, ReturnType<typeof count>>

// TRUST_PROXY: how many proxies stand in front of the API; true is one, false none.
const proxyHops = v.optional(
  v.pipe(
    v.string(),
    v.transform((value) => (value === 'true' ? '1' : value === 'false' ? '0' : value)),
    v.toNumber(),
    v.integer(),
    v.minValue(0),
  ),
  '0',
)
const addressList = v.pipe(
  v.string(),
  v.transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  ),
  v.check((entries) => invalidProxyEntry(entries) === undefined),
)

const envSchema = v.object({
  PORT: count(3000),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url())),
  CORS_ORIGINS: v.optional(v.string(), ''),
  WEB_ROOT: v.optional(v.string()),
  SMTP_URL: v.optional(v.pipe(v.string(), v.url())),
  MAIL_OUTBOX_FILE: v.optional(v.string()),
  MAIL_FROM: v.optional(v.string(), 'Atendimento Inteligente <nao-responda@atendimento.example>'),
  // Where replies go; unset, the company's contact e-mail (the site's VITE_COMPANY_CONTACT_EMAIL).
  MAIL_REPLY_TO: v.optional(v.pipe(v.string(), v.email())),
  VITE_COMPANY_CONTACT_EMAIL: v.optional(v.pipe(v.string(), v.email())),
  // DKIM signing of SMTP mail: all three or none (docs/deploy.md says how to make the key).
  MAIL_DKIM_DOMAIN: v.optional(v.string()),
  MAIL_DKIM_SELECTOR: v.optional(v.string()),
  MAIL_DKIM_PRIVATE_KEY_FILE: v.optional(v.string()),
  PAYMENT_GATEWAY: v.optional(v.picklist(['sandbox', 'asaas']), 'sandbox'),
  ASAAS_API_KEY: v.optional(v.string()),
  ASAAS_BASE_URL: v.optional(v.pipe(v.string(), v.url()), 'https://api-sandbox.asaas.com/v3'),
  ASAAS_WEBHOOK_TOKEN: v.optional(v.string()),
  GATEWAY_TIMEOUT_MS: count(15_000),
  // Creations (a card charge is authorised while the call is open): Asaas advises 60 s at least.
  GATEWAY_CREATE_TIMEOUT_MS: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(60_000)),
    '60000',
  ),
  BILLING_INTERVAL_MINUTES: count(60),
  // Finer, for tests and demos; wins over the minutes when set.
  BILLING_INTERVAL_SECONDS: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)),
  ),
  PLAN_LIST_CACHE_SECONDS: count(5),
  // The site's own build variable: when the API lives elsewhere, the pages may call it (CSP).
  VITE_API_URL: v.optional(v.string()),
  TRUST_PROXY: proxyHops,
  TRUST_PROXY_FROM: v.optional(addressList, DEFAULT_TRUSTED_PROXIES.join(',')),
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16))),
  // Where the site is reached: links in e-mails (confirming a new address) point there.
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url())),
  // Accounts made operators at start-up (comma-separated e-mails; the accounts must exist).
  OPERATOR_EMAILS: v.optional(v.string(), ''),
  // Seals the desktop app's licence keys in the database (at least 32 characters).
  LICENCE_KEY_SECRET: v.optional(v.pipe(v.string(), v.minLength(32))),
  LOG_LEVEL: v.optional(v.picklist(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
  ...rateLimitEntries,
  RATE_LIMIT_GENERAL_PER_MINUTE: count(DEFAULT_GENERAL_RATE_LIMIT),
})

/** Every environment variable the server reads (README and .env.example document each). */
export const ENV_VARIABLES = Object.keys(envSchema.entries)

export interface ServerConfig {
  port: number
  host: string
  database: DatabaseTarget
  corsOrigins: string[]
  webRoot: string
  smtpUrl: string | undefined
  /** Test aid: every e-mail is also appended to this file as a JSON line. */
  mailOutboxFile: string | undefined
  mailFrom: string
  mailReplyTo: string
  dkim: { domainName: string; keySelector: string; privateKeyFile: string } | undefined
  gateway:
    | { kind: 'sandbox' }
    | {
        kind: 'asaas'
        apiKey: string
        baseUrl: string
        /** Reads. */
        timeoutMs: number
        /** Writes, creations above all (never below Asaas' advice of 60 s). */
        createTimeoutMs: number
      }
  asaasWebhookToken: string | undefined
  billingIntervalMs: number
  /** How long GET /plan answers from memory (0: from the database every time). */
  planListTtlMs: number
  /** The API's origin when the site calls it on another host (from VITE_API_URL). */
  externalApiOrigin: string | undefined
  trustProxy: ProxyTrust
  /** Bearer token of GET /api/metrics; unset, the metrics are not served. */
  metricsToken: string | undefined
  /** The site's origin, for links in e-mails. */
  publicUrl: string
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent'
  rateLimits: RateLimits
  generalRateLimitPerMinute: number
  /** E-mails of accounts made operators at start-up (OPERATOR_EMAILS). */
  operatorEmails: string[]
  /** Seals the licence's signing keys (LICENCE_KEY_SECRET). */
  licenceKeySecret: string | undefined
}

// The bundled server sits in apps/api/dist; the built site in apps/web/dist.
const defaultWebRoot = fileURLToPath(new URL('../../web/dist', import.meta.url))

// An empty variable means unset (tests blank DATABASE_URL to force the embedded database).
const withoutBlanks = (env: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))

/** DATA_DIR for a database that lives in memory and is gone at exit (tests, a quick demo). */
export const IN_MEMORY = 'memory://'

/** The origin of an absolute http(s) URL; undefined for a path such as the default `/api`. */
function absoluteOrigin(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined
  return new URL(url).origin
}

/** The first variable that fails its rule, as a start-up error naming it. */
function invalidVariable(issues: readonly v.BaseIssue<unknown>[], env: Record<string, unknown>) {
  const name = String(issues[0]?.path?.[0]?.key ?? '')
  const value = JSON.stringify(env[name])
  return new StartupError(
    name
      ? `A variável de ambiente ${name} tem um valor inválido (${value}). Veja a tabela de variáveis no README.`
      : 'Variáveis de ambiente inválidas. Veja a tabela de variáveis no README.',
  )
}

function dkimOf(
  parsed: {
    MAIL_DKIM_DOMAIN?: string
    MAIL_DKIM_SELECTOR?: string
    MAIL_DKIM_PRIVATE_KEY_FILE?: string
  },
  fromCaller: (path: string) => string,
): ServerConfig['dkim'] {
  const { MAIL_DKIM_DOMAIN: domainName, MAIL_DKIM_SELECTOR: keySelector } = parsed
  const file = parsed.MAIL_DKIM_PRIVATE_KEY_FILE
  const given = [domainName, keySelector, file].filter(Boolean).length
  if (given === 0) return undefined
  if (!domainName || !keySelector || !file) {
    throw new StartupError(
      'DKIM precisa de MAIL_DKIM_DOMAIN, MAIL_DKIM_SELECTOR e MAIL_DKIM_PRIVATE_KEY_FILE juntos',
    )
  }
  return { domainName, keySelector, privateKeyFile: fromCaller(file) }
}

export function readConfig(env: Record<string, string | undefined>): ServerConfig {
  const given = withoutBlanks(env)
  const result = v.safeParse(envSchema, given)
  if (!result.success) throw invalidVariable(result.issues, given)
  const parsed = result.output as v.InferOutput<typeof envSchema> & Record<string, number>
  // npm runs workspace scripts inside the workspace; relative paths mean the caller's folder.
  const fromCaller = (path: string) => resolve(env.INIT_CWD ?? process.cwd(), path)
  if (parsed.PAYMENT_GATEWAY === 'asaas' && !parsed.ASAAS_API_KEY) {
    throw new StartupError('PAYMENT_GATEWAY=asaas precisa de ASAAS_API_KEY')
  }
  const rateLimits = Object.fromEntries(
    RATE_LIMITED_ACTIONS.map((action) => [
      action,
      {
        ...DEFAULT_RATE_LIMITS[action],
        ...Object.fromEntries(
          rateLimitVariables(action).map(({ name, field }) => [field, parsed[name]]),
        ),
      },
    ]),
  ) as RateLimits
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    database: parsed.DATABASE_URL
      ? { kind: 'postgres', url: parsed.DATABASE_URL }
      : parsed.DATA_DIR === IN_MEMORY
        ? { kind: 'memory' }
        : { kind: 'pglite', dataDir: fromCaller(parsed.DATA_DIR) },
    corsOrigins: parsed.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    webRoot: parsed.WEB_ROOT ? fromCaller(parsed.WEB_ROOT) : defaultWebRoot,
    smtpUrl: parsed.SMTP_URL,
    mailOutboxFile: parsed.MAIL_OUTBOX_FILE,
    mailFrom: parsed.MAIL_FROM,
    mailReplyTo:
      parsed.MAIL_REPLY_TO ?? parsed.VITE_COMPANY_CONTACT_EMAIL ?? DEFAULT_COMPANY.contactEmail,
    dkim: dkimOf(parsed, fromCaller),
    gateway:
      parsed.PAYMENT_GATEWAY === 'asaas'
        ? {
            kind: 'asaas',
            apiKey: parsed.ASAAS_API_KEY ?? '',
            baseUrl: parsed.ASAAS_BASE_URL,
            timeoutMs: parsed.GATEWAY_TIMEOUT_MS,
            createTimeoutMs: parsed.GATEWAY_CREATE_TIMEOUT_MS,
          }
        : { kind: 'sandbox' },
    asaasWebhookToken: parsed.ASAAS_WEBHOOK_TOKEN,
    billingIntervalMs:
      parsed.BILLING_INTERVAL_SECONDS !== undefined
        ? parsed.BILLING_INTERVAL_SECONDS * 1000
        : parsed.BILLING_INTERVAL_MINUTES * 60_000,
    planListTtlMs: parsed.PLAN_LIST_CACHE_SECONDS * 1000,
    externalApiOrigin: absoluteOrigin(parsed.VITE_API_URL),
    trustProxy: { hops: parsed.TRUST_PROXY, from: parsed.TRUST_PROXY_FROM },
    metricsToken: parsed.METRICS_TOKEN,
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    logLevel: parsed.LOG_LEVEL,
    rateLimits,
    generalRateLimitPerMinute: parsed.RATE_LIMIT_GENERAL_PER_MINUTE,
    operatorEmails: parsed.OPERATOR_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    licenceKeySecret: parsed.LICENCE_KEY_SECRET,
  }
}
