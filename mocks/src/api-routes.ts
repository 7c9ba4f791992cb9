import {
  ENDPOINT_NAMES,
  ENDPOINTS,
  type EndpointInput,
  type EndpointName,
  type HttpMethod,
} from '@atendimento/domain/contract/endpoints'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { http, type RequestHandler } from 'msw'
import { failure, parseOr400, queryOf, readJson, requireUser } from './respond.ts'
import type { MockStore, Session, StoredUser } from './store.ts'

export type ApiMethod = HttpMethod

/** The msw pattern of an API path: any origin (same-origin `/api` or `VITE_API_URL`). */
export function apiUrl(path: string): string {
  return `*/api${path}`
}

/** The msw pattern of an endpoint of the contract table. */
export const endpointUrl = (name: EndpointName) => apiUrl(ENDPOINTS[name].path)

const API_PREFIXES = new Set(ENDPOINT_NAMES.map((name) => ENDPOINTS[name].path.split('/')[1]))

/** A URL of our API: `/api/` followed by one of its modules (auth, user, plan...). */
export function isApiUrl(url: string): boolean {
  const [, api, module] = new URL(url).pathname.split('/')
  return api === 'api' && module !== undefined && API_PREFIXES.has(module)
}

export const VERBS = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const

export interface MockCall<TName extends EndpointName> {
  request: Request
  input: EndpointInput<TName>
  /** The signed-in account and session, on the rows that want the bearer token (or an operator's). */
  signedIn: { account: StoredUser; session: Session }
}

const param = (value: string | readonly string[] | undefined) =>
  Array.isArray(value) ? value.join('/') : String(value ?? '')

/**
 * The mock handler of one endpoint, bound to its row the way the API binds its own: the row's
 * method and path, the bearer token checked first when the row wants it, then the path
 * parameters, query and JSON body validated with the row's schemas (the API's pt-BR 400).
 */
export function mockEndpoint<TName extends EndpointName>(
  store: MockStore,
  name: TName,
  handle: (call: MockCall<TName>) => Response | Promise<Response>,
): RequestHandler {
  const endpoint = ENDPOINTS[name] as (typeof ENDPOINTS)[EndpointName]
  return VERBS[endpoint.method](apiUrl(endpoint.path), async ({ request, params }) => {
    const signedIn =
      endpoint.auth === 'bearer' || endpoint.auth === 'operator'
        ? requireUser(store, request)
        : (undefined as never)
    // The API's 403 for a customer's session on the console's rows.
    if (endpoint.auth === 'operator' && signedIn.account.user.role !== 'operator') {
      throw failure(403, API_MESSAGES.operatorOnly)
    }
    const input: Record<string, unknown> = {}
    if ('params' in endpoint) {
      const values = Object.fromEntries(
        Object.entries(params).map(([key, value]) => [key, param(value)]),
      )
      input.params = parseOr400(endpoint.params, values)
    }
    if ('query' in endpoint) input.query = parseOr400(endpoint.query, queryOf(request))
    if ('body' in endpoint) input.body = parseOr400(endpoint.body, await readJson(request))
    return handle({ request, input: input as unknown as EndpointInput<TName>, signedIn })
  })
}
