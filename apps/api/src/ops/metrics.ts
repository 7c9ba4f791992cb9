import { timingSafeEqual } from 'node:crypto'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { Db } from '../db/database.ts'
import { GatewayUnavailableError } from '../payments/gateway.ts'
import { type ConnectedGateway, ON_CONNECTION } from '../payments/gateway-claims.ts'
import type { PasswordHasher } from '../security/passwords.ts'
import { requestMetrics } from './request-metrics.ts'

/**
 * What Prometheus reads at GET /api/metrics (behind METRICS_TOKEN): requests and latency by
 * route, the password-hashing queue, maintenance runs, e-mails and gateway calls by outcome.
 * One registry per app, so test apps never share counters.
 */
export interface Metrics {
  readonly registry: Registry
  request(labels: { method: string; route: string; status: number }, seconds: number): void
  maintenance(outcome: 'done' | 'skipped' | 'failed', seconds?: number): void
  email(outcome: 'sent' | 'failed'): void
  gateway(operation: string, outcome: string): void
  /** Reads the hashing queue on every scrape. */
  watchHashing(passwords: Pick<PasswordHasher, 'queue'>): void
  /** Adds Node's own figures (memory, event-loop lag, GC): the server does, tests do not. */
  withProcessMetrics(): void
}

export function createMetrics(): Metrics {
  const registry = new Registry()
  const countRequest = requestMetrics(registry)
  const maintenanceRuns = new Counter({
    name: 'maintenance_runs_total',
    help: 'Rodadas da manutenção periódica (done: feita; skipped: outro processo estava nela)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  })
  const maintenanceTime = new Histogram({
    name: 'maintenance_duration_seconds',
    help: 'Duração das rodadas de manutenção feitas',
    buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  })
  const emails = new Counter({
    name: 'emails_total',
    help: 'E-mails entregues ao transporte (sent) ou recusados por ele (failed)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  })
  const gatewayCalls = new Counter({
    name: 'gateway_calls_total',
    help: 'Chamadas ao gateway de pagamento por operação e resultado',
    labelNames: ['operation', 'outcome'] as const,
    registers: [registry],
  })
  let hasher: Pick<PasswordHasher, 'queue'> | undefined
  new Gauge({
    name: 'password_hash_jobs',
    help: 'Trabalhos de hash de senha: executando (running) e esperando a vez (waiting)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { running, waiting } = hasher?.queue() ?? { running: 0, waiting: 0 }
      this.set({ state: 'running' }, running)
      this.set({ state: 'waiting' }, waiting)
    },
  })
  return {
    registry,
    request({ method, route, status }, seconds) {
      countRequest(method, route, status, seconds)
    },
    maintenance(outcome, seconds) {
      maintenanceRuns.inc({ outcome })
      if (seconds !== undefined) maintenanceTime.observe(seconds)
    },
    email: (outcome) => emails.inc({ outcome }),
    gateway: (operation, outcome) => gatewayCalls.inc({ operation, outcome }),
    watchHashing(passwords) {
      hasher = passwords
    },
    withProcessMetrics: () => collectDefaultMetrics({ register: registry }),
  }
}

/** The outcome label of a gateway answer: approved, pending, refused, or what went wrong. */
function outcomeOf(result: unknown): string {
  const outcome = (result as { outcome?: unknown } | undefined)?.outcome
  return typeof outcome === 'string' ? outcome : 'ok'
}

/** The gateway with every call counted by operation and outcome. */
export function countedGateway(gateway: ConnectedGateway, metrics: Metrics): ConnectedGateway {
  const counted =
    <Args extends unknown[], Result>(operation: string, call: (...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> => {
      try {
        const result = await call(...args)
        metrics.gateway(operation, outcomeOf(result))
        return result
      } catch (error) {
        metrics.gateway(
          operation,
          error instanceof GatewayUnavailableError ? 'unavailable' : 'error',
        )
        throw error
      }
    }
  const onConnection = gateway[ON_CONNECTION]
  return {
    ...(onConnection && {
      [ON_CONNECTION]: (db: Db) => countedGateway(onConnection(db), metrics),
    }),
    name: gateway.name,
    billsRenewals: gateway.billsRenewals,
    ensureCustomer: counted('ensureCustomer', gateway.ensureCustomer.bind(gateway)),
    subscribe: counted('subscribe', gateway.subscribe.bind(gateway)),
    schedule: counted('schedule', gateway.schedule.bind(gateway)),
    chargeRenewal: counted('chargeRenewal', gateway.chargeRenewal.bind(gateway)),
    cancelSubscription: counted('cancelSubscription', gateway.cancelSubscription.bind(gateway)),
    cancelCharge: counted('cancelCharge', gateway.cancelCharge.bind(gateway)),
    findCreated: counted('findCreated', gateway.findCreated.bind(gateway)),
    paymentStatus: counted('paymentStatus', gateway.paymentStatus.bind(gateway)),
    createPix: counted('createPix', gateway.createPix.bind(gateway)),
    saveCard: counted('saveCard', gateway.saveCard.bind(gateway)),
    refund: counted('refund', gateway.refund.bind(gateway)),
  }
}

/** True when the Authorization header carries this bearer token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1] ?? '')
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
