import {
  type DataOf,
  ENDPOINT_TAGS,
  type Endpoint,
  type EndpointErrors,
  type InputOf,
  type RequestOf,
} from './endpoint.ts'
import { API_MESSAGES } from './messages.ts'
import { ACCOUNT_ROWS } from './rows/account-rows.ts'
import { ADMIN_DEVICE_ROWS } from './rows/admin-device-rows.ts'
import { ADMIN_RELEASE_ROWS } from './rows/admin-release-rows.ts'
import { ADMIN_ROWS } from './rows/admin-rows.ts'
import { APP_ROWS } from './rows/app-rows.ts'
import { AUTH_ROWS } from './rows/auth-rows.ts'
import { DEVICE_ROWS } from './rows/device-rows.ts'
import { DOCS_ROWS } from './rows/docs-rows.ts'
import { NOTIFICATION_ROWS } from './rows/notification-rows.ts'
import { OPS_ROWS } from './rows/ops-rows.ts'
import { PAYMENT_ROWS } from './rows/payment-rows.ts'
import { PLAN_CHANGE_ROWS } from './rows/plan-change-rows.ts'
import { PLAN_ROWS } from './rows/plan-rows.ts'
import { PRIVACY_ROWS } from './rows/privacy-rows.ts'
import { RELEASE_ROWS } from './rows/release-rows.ts'
import { SUBSCRIPTION_ROWS } from './rows/subscription-rows.ts'
import { WEBHOOK_ROWS } from './rows/webhook-rows.ts'

export * from './endpoint.ts'

/**
 * The API, one row per endpoint: every call of spec section 7, the payment provider's webhook,
 * what an orchestrator reads (health, readiness, metrics) and the API's own description. The API binds its handlers to these rows, the mocks their
 * handlers, the web its calls; the OpenAPI document, the contract suite and the fuzzer are made
 * from them. Adding an endpoint is one row (in rows/, by area) and one handler in the API.
 */
export const ENDPOINTS = {
  ...AUTH_ROWS,
  ...ACCOUNT_ROWS,
  ...PLAN_ROWS,
  ...SUBSCRIPTION_ROWS,
  ...PAYMENT_ROWS,
  ...WEBHOOK_ROWS,
  ...OPS_ROWS,
  ...DOCS_ROWS,
  // Last, so the fuzzer's seeds for the rows above stay what they were (issue 19).
  ...PLAN_CHANGE_ROWS,
  ...PRIVACY_ROWS,
  ...ADMIN_ROWS,
  // Issue 23, appended for the same reason: the desktop app's side, its computers, the console's.
  ...APP_ROWS,
  ...DEVICE_ROWS,
  ...ADMIN_DEVICE_ROWS,
  ...NOTIFICATION_ROWS,
  // Issue 24, appended for the same reason: the releases and the update feed.
  ...RELEASE_ROWS,
  ...ADMIN_RELEASE_ROWS,
} as const satisfies Record<string, Endpoint>

export type EndpointName = keyof typeof ENDPOINTS
export const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as EndpointName[]

/**
 * The calls the site makes (and so the mocks answer): every row but the payment provider's
 * webhook, what an orchestrator reads, the API's own description, the desktop app's calls and
 * what other programs call.
 */
export const SITE_CALL_NAMES = ENDPOINT_NAMES.filter((name) => {
  const endpoint: Endpoint = ENDPOINTS[name]
  const notTheSite: string[] = [ENDPOINT_TAGS.docs, ENDPOINT_TAGS.ops, ENDPOINT_TAGS.app]
  return (
    !notTheSite.includes(endpoint.tag) && endpoint.auth !== 'webhook' && !endpoint.outsideCaller
  )
})

/** What a handler of this endpoint receives, validated. */
export type EndpointInput<TName extends EndpointName> = InputOf<(typeof ENDPOINTS)[TName]>
/** What a client sends to this endpoint, before the schemas' transformations. */
export type EndpointRequest<TName extends EndpointName> = RequestOf<(typeof ENDPOINTS)[TName]>
/** The `data` of this endpoint's success. */
export type EndpointData<TName extends EndpointName> = DataOf<(typeof ENDPOINTS)[TName]>

/** Failures every endpoint may answer with, beside its own (`Endpoint.errors`). */
function sharedErrors(endpoint: Endpoint): EndpointErrors {
  const takesInput = Boolean(endpoint.body ?? endpoint.query ?? endpoint.params)
  const shared: EndpointErrors = {
    500: ['internalError'],
    503: ['restarting', 'databaseUnavailable'],
  }
  if (takesInput) {
    // A form body (the OAuth rows) is never JSON: no JSON parser to fail.
    const json = endpoint.body && endpoint.format !== 'oauth'
    shared[400] = [
      'invalidData',
      'invalidCharacter',
      'textTooLong',
      ...(json ? (['malformedJson'] as const) : []),
      // A client that leaves while its body is still arriving: nobody reads this one.
      ...(endpoint.body ? (['clientGone'] as const) : []),
    ]
  }
  if (endpoint.idempotent) {
    shared[400] = [...(shared[400] ?? []), 'idempotencyKeyInvalid']
    shared[409] = ['idempotencyInProgress']
    shared[422] = ['idempotencyKeyReused']
  }
  if (endpoint.body) shared[413] = ['bodyTooLarge']
  if (endpoint.auth === 'bearer' || endpoint.auth === 'operator') {
    shared[401] = ['noToken', 'badToken']
  }
  if (endpoint.auth === 'operator') shared[403] = ['operatorOnly']
  if (endpoint.auth === 'device') shared[401] = ['appNoToken', 'appBadToken']
  // Every call counts against the address's general quota; `rateLimited` rows also have their own.
  shared[429] = ['tooManyTries']
  return shared
}

/** Every failure status of an endpoint with its texts: its own first, then the shared ones. */
export function errorsOf(endpoint: Endpoint): Record<number, readonly string[]> {
  const merged: Record<number, string[]> = {}
  for (const errors of [endpoint.errors ?? {}, sharedErrors(endpoint)]) {
    for (const [status, keys] of Object.entries(errors)) {
      const texts = (keys ?? []).map((key) => API_MESSAGES[key])
      merged[Number(status)] = [...(merged[Number(status)] ?? []), ...texts]
    }
  }
  return merged
}

/** The texts of a success's `message`. */
export function successMessagesOf(endpoint: Endpoint): string[] {
  return (endpoint.success ?? ['success']).map((key) => API_MESSAGES[key])
}

/** A listed text, with `{placeholders}` standing for any text, matches an actual message. */
export function messageMatches(listed: string, actual: string): boolean {
  const pattern = listed
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+')
  return new RegExp(`^${pattern}$`).test(actual)
}

// A fixed segment beats a parameter at the same place (/subscription/pix/status is not an id).
const specificity = (path: string) => path.split('/').map((segment) => (segment[0] === ':' ? 0 : 1))

/** The endpoint a request reaches (method and path under the base, query ignored), if any. */
export function matchEndpoint(method: string, path: string): EndpointName | undefined {
  const [bare = ''] = path.split('?')
  const candidates = ENDPOINT_NAMES.filter((name) => {
    const endpoint: Endpoint = ENDPOINTS[name]
    if (endpoint.method !== method.toUpperCase()) return false
    const pattern = endpoint.path.replace(/:\w+/g, '[^/]+')
    return new RegExp(`^${pattern}$`).test(bare)
  })
  return candidates.sort((a, b) => {
    const [left, right] = [specificity(ENDPOINTS[a].path), specificity(ENDPOINTS[b].path)]
    const index = left.findIndex((bit, at) => bit !== right[at])
    return index === -1 ? 0 : (right[index] ?? 0) - (left[index] ?? 0)
  })[0]
}
