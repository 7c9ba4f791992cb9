import {
  ENDPOINTS,
  type EndpointName,
  SITE_CALL_NAMES,
} from '@atendimento/domain/contract/endpoints'
import { IP_LOOKUP_SERVICES } from '@atendimento/domain/ip'
import { type DelayMode, delay, HttpResponse, http, type RequestHandler } from 'msw'
import { CEP_FALLBACK_URL, CEP_SERVICE_URL, cepNotFoundBody } from './cep.ts'
import { ipLookupBody, ipServicePattern } from './ip-lookup.ts'
import { answer, onRow, refusal, refuse, reply, type Scenario } from './responder.ts'

/**
 * Scenario switches: how the network behaves, not what the API decides. Each returns handlers
 * to put in front of the others, e.g.
 *
 *   worker.use(...scenarios.slow('listPlans'))                     // web browser tests
 *   beforeEach({ msw }) { msw.use(...scenarios.serverError('login')) } // stories
 *
 * Calls are named by their row of the contract table; without a name, every call of the API.
 */

/** How long `slow` holds an answer: long enough to see every loading state. */
export const SLOW_MS = 3_000
/** Longer than the web's 10 s request limit, so the web gives up first. */
export const TIMEOUT_MS = 11_000
/** Longer than the 5 s the web gives each CEP service. */
export const CEP_TIMEOUT_MS = 6_000

/** The rows named (or every call of the site), each answered by `resolve`. */
function routes(
  name: EndpointName | undefined,
  resolve: (row: EndpointName) => Response | undefined | Promise<Response | undefined>,
): RequestHandler[] {
  return (name ? [name] : SITE_CALL_NAMES).map((row) => onRow(row, () => resolve(row)))
}

/** The public CEP service answered by `resolve` (its fallback keeps answering). */
const cepService = (resolve: () => Response | Promise<Response>): Scenario => [
  http.get(`${CEP_SERVICE_URL}/:cep/json/`, resolve),
]

export const scenarios = {
  /** Answers as usual after `ms`. */
  slow(name?: EndpointName, options: { ms?: number } = {}): Scenario {
    return routes(name, async () => {
      await delay(options.ms ?? SLOW_MS)
      return undefined
    })
  },

  /** No answer before the web's 10 s limit (or never, with 'infinite'). */
  timeout(name?: EndpointName, options: { ms?: number | DelayMode } = {}): Scenario {
    return routes(name, async () => {
      await delay(options.ms ?? TIMEOUT_MS)
      return HttpResponse.error()
    })
  },

  /** The connection fails: fetch rejects. */
  networkError(name?: EndpointName): Scenario {
    return routes(name, () => HttpResponse.error())
  },

  /** An unexpected failure: 500 'Erro interno do servidor'. */
  serverError(name?: EndpointName): Scenario {
    return routes(name, (row) => refusal(row, 500, 'internalError'))
  },

  /** The API restarting: 503 with its pt-BR text. */
  unavailable(name?: EndpointName): Scenario {
    return routes(name, (row) => refusal(row, 503, 'restarting'))
  },

  /** Too many tries: the rate limit's 429 with `Retry-After` (only on a rate-limited row). */
  rateLimited(name: EndpointName): Scenario {
    refusal(name, 429, 'tooManyTries') // throws now for a row the API does not limit
    return routes(name, (row) => refusal(row, 429, 'tooManyTries'))
  },

  /**
   * Every session has ended: the start-up check answers `valid: false` and every call that
   * needs a session the API's 401. Signing in again is not offered by the fixed world.
   */
  sessionExpired(): Scenario {
    const bearerRows = SITE_CALL_NAMES.filter((row) =>
      ['bearer', 'operator'].includes(ENDPOINTS[row].auth),
    )
    return [
      ...answer('validateToken', reply('validateToken', { valid: false }, 'tokenInvalid')),
      ...bearerRows.flatMap((row) => refuse(row, 401, 'badToken')),
    ]
  },

  // The public CEP service (its fallback keeps answering unless told otherwise).

  /** The CEP service does not know the CEP: `{ erro: 'true' }` (today) or `{ erro: true }`. */
  cepNotFound(erro: true | 'true' = 'true'): Scenario {
    return cepService(() => HttpResponse.json(cepNotFoundBody(erro)))
  },

  /** The CEP service answers non-OK. */
  cepError(status = 500): Scenario {
    return cepService(() => HttpResponse.text('Erro interno', { status }))
  },

  /** The CEP service cannot be reached. */
  cepNetworkError(): Scenario {
    return cepService(() => HttpResponse.error())
  },

  /** The CEP service takes longer than the web waits for it. */
  cepTimeout(ms: number | DelayMode = CEP_TIMEOUT_MS): Scenario {
    return cepService(async () => {
      await delay(ms)
      return HttpResponse.error()
    })
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
  ipLookupFails(count = IP_LOOKUP_SERVICES.length, how: 'network' | number = 'network'): Scenario {
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
