import { ENDPOINTS, type EndpointName } from '@atendimento/domain/contract/endpoints'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { IP_LOOKUP_SERVICES } from '@atendimento/domain/ip'
import type { PaymentStatus } from '@atendimento/domain/schemas/payment'
import type { Plan } from '@atendimento/domain/schemas/plan'
import type { SubscriptionStatus } from '@atendimento/domain/schemas/subscription'
import {
  type DelayMode,
  delay,
  HttpResponse,
  type HttpResponseResolver,
  http,
  type RequestHandler,
} from 'msw'
import { type ApiMethod, endpointUrl, isApiUrl, VERBS } from './api-routes.ts'
import { CEP_FALLBACK_URL, CEP_SERVICE_URL, cepNotFoundBody } from './handlers/cep.ts'
import { ipLookupBody, ipServicePattern } from './handlers/ip-lookup.ts'
import { bearerToken, findSession, ok } from './respond.ts'
import {
  store as defaultStore,
  type MockStore,
  nextId,
  type StoredPayment,
  type StoredSubscription,
} from './store.ts'

/**
 * Scenario switches: each returns handler overrides to put in front of the normal ones, e.g.
 *
 *   worker.use(...scenarios.slow('listPlans'))                   // browser tests, dev:mock
 *   server.use(...scenarios.serverError('login'))                 // Vitest in node
 *   beforeEach({ msw }) { msw.use(...scenarios.subscriptionsWithStatus('pending')) } // stories
 *
 * Overrides last until `resetHandlers()`; the data ones change the store, which `resetStore()`
 * puts back. Calls are named by their row of the contract table (domain/contract/endpoints).
 */

/** Handlers to pass to `worker.use(...)`, `server.use(...)` or Storybook's `msw.use(...)`. */
export type Scenario = RequestHandler[]

/** How long `slow` holds an answer: long enough to see every loading state. */
export const SLOW_MS = 3_000
/** Longer than the web's 10 s request limit, so the web gives up first. */
export const TIMEOUT_MS = 11_000
/** Longer than the 5 s the web gives each CEP service. */
export const CEP_TIMEOUT_MS = 6_000

/** Any call to our API, and only those (BrasilAPI's `/api/cep/...` is not ours). */
const ALL_API = ({ request }: { request: Request }) => isApiUrl(request.url)

type Predicate = string | typeof ALL_API

function on(method: ApiMethod | undefined, pattern: Predicate, resolver: HttpResponseResolver) {
  return (method ? VERBS[method] : http.all)(pattern, resolver)
}

/** One endpoint of the table, or every API call when none is named. */
function target(name?: EndpointName): [ApiMethod | undefined, Predicate] {
  return name ? [ENDPOINTS[name].method, endpointUrl(name)] : [undefined, ALL_API]
}

const DAY = 24 * 60 * 60 * 1000
const shift = (store: MockStore, days: number) =>
  new Date(new Date(store.now).getTime() + days * DAY).toISOString()

/**
 * A fall-through handler that changes the data of the user a request is made for, once per
 * user until the store is reset, then lets the normal handlers answer from the changed store.
 */
function forEachUser(
  store: MockStore,
  name: string,
  change: (userId: string) => void,
): RequestHandler {
  return http.all(ALL_API, ({ request }) => {
    const token = bearerToken(request)
    const found = token ? findSession(store, token) : undefined
    if (!found) return
    const key = `${name}:${found.account.user._id}`
    if (store.applied.includes(key)) return
    store.applied.push(key)
    change(found.account.user._id)
  })
}

const STATUS_PLANS = ['plano-profissional', 'plano-essencial', 'plano-trimestral']

/** One subscription in `status`, with the dates and card such a subscription has. */
function subscriptionIn(
  store: MockStore,
  userId: string,
  status: SubscriptionStatus,
  planId: string,
): StoredSubscription {
  const plan = store.plans.find((candidate) => candidate._id === planId) ?? store.plans[0]
  const card = { brand: 'visa', last4: '4444', token: `sbx_card_ok_${userId}` }
  const base = {
    _id: nextId(store, `assinatura-${status}`),
    userId,
    planId: plan?._id ?? planId,
    status,
    priceCents: plan?.price ?? 0,
    billingCycleDays: plan?.billingCycleDays ?? 30,
  }
  switch (status) {
    case 'active':
      return {
        ...base,
        created_at: shift(store, -120),
        nextBillingDate: shift(store, 20),
        canceledAt: null,
        card,
      }
    case 'pending':
      return { ...base, created_at: store.now, nextBillingDate: null, canceledAt: null, card: null }
    case 'trialing':
      return {
        ...base,
        created_at: shift(store, -3),
        nextBillingDate: shift(store, 4),
        canceledAt: null,
        card: null,
      }
    case 'canceled':
      return {
        ...base,
        created_at: shift(store, -120),
        nextBillingDate: shift(store, 20),
        canceledAt: shift(store, -10),
        card,
      }
  }
}

const asList = <T>(value: T | readonly T[]): T[] =>
  Array.isArray(value) ? [...value] : [value as T]

type ListName = 'plans' | 'subscriptions' | 'payments'

/** The scenario switches over one store (the shared `store` for `scenarios`). */
export function createScenarios(store: MockStore = defaultStore) {
  return {
    /** Matching API calls (all of them without a path) answer normally after `ms`. */
    slow(name?: EndpointName, options: { ms?: number } = {}): Scenario {
      const [method, pattern] = target(name)
      return [
        on(method, pattern, async () => {
          await delay(options.ms ?? SLOW_MS)
        }),
      ]
    },

    /** The API's answer to an unexpected failure: 500 `{ message: 'Erro interno do servidor' }`. */
    serverError(name: EndpointName, options: { status?: number; message?: string } = {}): Scenario {
      const { status = 500, message = API_MESSAGES.internalError } = options
      return [on(...target(name), () => HttpResponse.json({ message }, { status }))]
    },

    /** Any error the API can give, e.g. `failure('createSubscription', 402, '...')`. */
    failure(name: EndpointName, status: number, message: string): Scenario {
      return [on(...target(name), () => HttpResponse.json({ message }, { status }))]
    },

    /** The API restarting: 503 with its pt-BR text on every call (or the ones given). */
    unavailable(name?: EndpointName): Scenario {
      const [verb, pattern] = target(name)
      return [
        on(verb, pattern, () =>
          HttpResponse.json(
            { message: API_MESSAGES.restarting },
            { status: 503, headers: { Connection: 'close' } },
          ),
        ),
      ]
    },

    /** Too many tries: 429 with `Retry-After`, as the API's rate limits answer. */
    rateLimited(name: EndpointName, retryAfterSeconds = 60): Scenario {
      return [
        on(...target(name), () =>
          HttpResponse.json(
            { message: API_MESSAGES.tooManyTries },
            { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
          ),
        ),
      ]
    },

    /**
     * No answer before the web's 10 s limit: the call hangs `ms` (TIMEOUT_MS, or 'infinite').
     * Without arguments, every API call.
     */
    timeout(name?: EndpointName, options: { ms?: number | DelayMode } = {}): Scenario {
      const [verb, pattern] = target(name)
      return [
        on(verb, pattern, async () => {
          await delay(options.ms ?? TIMEOUT_MS)
          return HttpResponse.json({ message: API_MESSAGES.internalError }, { status: 504 })
        }),
      ]
    },

    /** The connection fails (fetch rejects). Without arguments, every API call. */
    networkError(name?: EndpointName): Scenario {
      const [verb, pattern] = target(name)
      return [on(verb, pattern, () => HttpResponse.error())]
    },

    /**
     * Empty lists: the plan list answers [], and the signed-in user has no subscriptions and no
     * payments (so checkout works as for a new customer). Pick some with `lists`.
     */
    emptyLists(lists: readonly ListName[] = ['plans', 'subscriptions', 'payments']): Scenario {
      const overrides: Scenario = []
      if (lists.includes('plans')) overrides.push(http.get(endpointUrl('listPlans'), () => ok([])))
      if (lists.includes('subscriptions') || lists.includes('payments')) {
        overrides.push(
          forEachUser(store, `emptyLists:${lists.join(',')}`, (userId) => {
            if (lists.includes('subscriptions')) {
              store.subscriptions = store.subscriptions.filter((item) => item.userId !== userId)
            }
            if (lists.includes('payments')) {
              store.payments = store.payments.filter((item) => item.userId !== userId)
            }
          }),
        )
      }
      return overrides
    },

    /**
     * The signed-in user's subscriptions become one per status given (Profissional first, then
     * Essencial, Trimestral), with the dates and saved card such a subscription has: 'pending'
     * and 'trialing' can continue payment, 'active' can be canceled, 'canceled' reactivated
     * (still inside its paid period).
     */
    subscriptionsWithStatus(
      statuses: SubscriptionStatus | readonly SubscriptionStatus[],
    ): Scenario {
      const wanted = asList(statuses)
      return [
        forEachUser(store, `subscriptionsWithStatus:${wanted.join(',')}`, (userId) => {
          const made = wanted.map((status, index) =>
            subscriptionIn(store, userId, status, STATUS_PLANS[index % STATUS_PLANS.length] ?? ''),
          )
          store.subscriptions = [
            ...store.subscriptions.filter((item) => item.userId !== userId),
            ...made,
          ]
        }),
      ]
    },

    /**
     * The signed-in user's payment history becomes `count` payments per status given, one
     * billing cycle apart, newest today.
     */
    paymentsWithStatus(statuses: PaymentStatus | readonly PaymentStatus[], count = 3): Scenario {
      const wanted = asList(statuses)
      return [
        forEachUser(store, `paymentsWithStatus:${wanted.join(',')}:${count}`, (userId) => {
          const subscription = store.subscriptions.find((item) => item.userId === userId)
          const plan =
            store.plans.find((candidate) => candidate._id === subscription?.planId) ??
            store.plans[0]
          const made: StoredPayment[] = wanted.flatMap((status, group) =>
            Array.from({ length: count }, (_, index): StoredPayment => {
              const billingDate = shift(store, -30 * (group * count + index))
              return {
                _id: nextId(store, `pagamento-${status}`),
                subscriptionId: subscription?._id ?? 'assinatura-removida',
                userId,
                planId: plan?._id ?? '',
                amount: subscription?.priceCents ?? plan?.price ?? 0,
                status,
                billingDate,
                paidAt: status === 'paid' || status === 'refunded' ? billingDate : null,
              }
            }),
          )
          store.payments = [...store.payments.filter((item) => item.userId !== userId), ...made]
        }),
      ]
    },

    /** The plan list (and plan lookups) answer from `plans` instead of the seeded ones. */
    plans(plans: readonly Plan[]): Scenario {
      return [
        http.all(ALL_API, () => {
          if (store.applied.includes('plans')) return
          store.applied.push('plans')
          store.plans = [...plans]
        }),
      ]
    },

    /**
     * Every session open so far has expired: the start-up token check answers `valid: false`
     * and authenticated calls 401. Logging in again works.
     */
    sessionExpired(): Scenario {
      return [
        http.all(ALL_API, () => {
          if (store.applied.includes('sessionExpired')) return
          store.applied.push('sessionExpired')
          for (const session of store.sessions) session.revokedAt ??= store.now
        }),
      ]
    },

    // The public CEP service (its fallback keeps answering unless told otherwise).

    /** The CEP service does not know the CEP: `{ erro: 'true' }` (today) or `{ erro: true }`. */
    cepNotFound(erro: true | 'true' = 'true'): Scenario {
      return [
        http.get(`${CEP_SERVICE_URL}/:cep/json/`, () => HttpResponse.json(cepNotFoundBody(erro))),
      ]
    },

    /** The CEP service answers non-OK. */
    cepError(status = 500): Scenario {
      return [
        http.get(`${CEP_SERVICE_URL}/:cep/json/`, () =>
          HttpResponse.text('Erro interno', { status }),
        ),
      ]
    },

    /** The CEP service cannot be reached. */
    cepNetworkError(): Scenario {
      return [http.get(`${CEP_SERVICE_URL}/:cep/json/`, () => HttpResponse.error())]
    },

    /** The CEP service takes longer than the web waits for it. */
    cepTimeout(ms: number | DelayMode = CEP_TIMEOUT_MS): Scenario {
      return [
        http.get(`${CEP_SERVICE_URL}/:cep/json/`, async () => {
          await delay(ms)
          return HttpResponse.error()
        }),
      ]
    },

    /** The fallback CEP service fails too: a network error or an HTTP status. */
    cepFallbackError(how: 'network' | number = 'network'): Scenario {
      return [
        http.get(`${CEP_FALLBACK_URL}/:version/:cep`, () =>
          how === 'network'
            ? HttpResponse.error()
            : HttpResponse.json({ message: 'Erro' }, { status: how }),
        ),
      ]
    },

    // The four public IP lookup services of the checkout.

    /** The first `count` services (all four by default) fail, by network error or status. */
    ipLookupFails(
      count = IP_LOOKUP_SERVICES.length,
      how: 'network' | number = 'network',
    ): Scenario {
      return IP_LOOKUP_SERVICES.slice(0, count).map((service) =>
        http.get(ipServicePattern(service.url), () =>
          how === 'network' ? HttpResponse.error() : new HttpResponse(null, { status: how }),
        ),
      )
    },

    /** Every service reports `ip` (a private one, to check it is skipped, for instance). */
    ipLookupAnswers(ip: string): Scenario {
      return IP_LOOKUP_SERVICES.map((service) =>
        http.get(ipServicePattern(service.url), () =>
          HttpResponse.json(ipLookupBody(service.url, ip)),
        ),
      )
    },
  }
}

export type Scenarios = ReturnType<typeof createScenarios>

/** The scenario switches over the shared `store`. */
export const scenarios: Scenarios = createScenarios()
