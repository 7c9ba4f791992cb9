import { type Clock, systemClock } from './clock.ts'
import type { Db } from './db/database.ts'
import { createRateLimiter, type RateLimiter } from './http/rate-limiter.ts'
import { type Log, silentLog } from './log.ts'
import { consoleTransport } from './mail/console-transport.ts'
import { createMailer, type Mailer } from './mail/mailer.ts'
import { createKeyring, type Keyring } from './modules/licences/licence-keys.ts'
import type { SealingKeys } from './modules/licences/sealed-keys.ts'
import { createPlanCatalog, type PlanCatalog } from './modules/plans/plan-catalog.ts'
import { type AfterResponse, createAfterResponse } from './ops/after-response.ts'
import { appSecret } from './ops/app-secrets.ts'
import { countedGateway, createMetrics, type Metrics } from './ops/metrics.ts'
import type { PaymentGateway } from './payments/gateway.ts'
import { claimedGateway } from './payments/gateway-claims.ts'
import type { ProviderLedger } from './payments/provider-ledger.ts'
import { createSandboxGateway } from './payments/sandbox-gateway.ts'
import { createPasswordHasher, type PasswordHasher } from './security/passwords.ts'
import { type ApiSettings, DEFAULT_SETTINGS } from './settings.ts'

/** What createApp takes: the database, and fakes or real adapters for everything else. */
export interface AppDeps {
  db: Db
  clock?: Clock
  /** Default: the outbox table with a console line per message. */
  mailer?: Mailer
  /** Default: the sandbox gateway. */
  gateway?: PaymentGateway
  settings?: Partial<ApiSettings>
  /** Origins allowed to call the API from another host; empty means same origin only. */
  corsOrigins?: string[]
  log?: Log
  /** True once the server is shutting down: new requests are turned away. */
  isDraining?: () => boolean
  /** Default: a registry of its own (one per app). */
  metrics?: Metrics
  /** What the daily reconciliation reads from the provider (Asaas); none for the sandbox. */
  ledger?: ProviderLedger
}

/** Everything a route or service needs, built once from the dependencies. */
export interface ApiContext {
  db: Db
  clock: Clock
  mailer: Mailer
  gateway: PaymentGateway
  passwords: PasswordHasher
  limiter: RateLimiter
  /** The public plan list, kept in memory for `settings.planListTtlMs`. */
  plans: PlanCatalog
  settings: ApiSettings
  log: Log
  metrics: Metrics
  /** Work started by a request but not awaited by its answer. */
  afterResponse: AfterResponse
  /** The HMAC key of card fingerprints (made on first start, shared through the database). */
  cardKey: () => Promise<string>
  /** The HMAC key of the notification e-mails' unsubscribe links (made the same way). */
  unsubscribeKey: () => Promise<string>
  /** What seals the licence's private keys (LICENCE_KEY_SECRET, or the database's own key). */
  sealingKeys: SealingKeys
  /** The key that signs the desktop app's licences, and the published ones. */
  keyring: Keyring
  /** The provider's books, for the reconciliation; undefined when there is nothing to compare. */
  ledger: ProviderLedger | undefined
}

/**
 * The payment gateway, its creations claimed when it is a remote provider (the in-process
 * sandbox records its charges atomically in our own database).
 */
function providerGateway(deps: AppDeps, clock: Clock, settings: ApiSettings): PaymentGateway {
  const gateway = deps.gateway ?? createSandboxGateway({ db: deps.db, clock })
  if (gateway.name === 'sandbox') return gateway
  return claimedGateway(gateway, { db: deps.db, clock, leaseMs: settings.gatewayCreationTimeoutMs })
}

export function createContext(deps: AppDeps): ApiContext {
  const { db } = deps
  const clock = deps.clock ?? systemClock
  const log = deps.log ?? silentLog
  const settings = { ...DEFAULT_SETTINGS, ...deps.settings }
  const metrics = deps.metrics ?? createMetrics()
  const passwords = createPasswordHasher(settings.argon2)
  metrics.watchHashing(passwords)
  const sealingKeys = { env: settings.licenceKeySecret, db: appSecret(db, 'licence-key-sealing') }
  return {
    db,
    clock,
    log,
    settings,
    metrics,
    mailer:
      deps.mailer ??
      createMailer({
        db,
        clock,
        log,
        transport: consoleTransport(log),
        onDelivery: metrics.email,
      }),
    gateway: countedGateway(providerGateway(deps, clock, settings), metrics),
    passwords,
    limiter: createRateLimiter(db, clock, settings.rateLimits),
    plans: createPlanCatalog({ db, clock, ttlMs: settings.planListTtlMs }),
    cardKey: appSecret(db, 'card-fingerprint'),
    unsubscribeKey: appSecret(db, 'unsubscribe-link'),
    sealingKeys,
    keyring: createKeyring({ db, keys: sealingKeys, clock }),
    afterResponse: createAfterResponse(log),
    ledger: deps.ledger,
  }
}
