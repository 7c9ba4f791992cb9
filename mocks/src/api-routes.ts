/**
 * Every call of spec section 7 that reaches our API, as msw path patterns under `/api`.
 * The handlers, the scenario switches and the contract suite all speak in these terms, so a
 * typo in a scenario path is a type error instead of a silently unused override.
 */
export const API_ROUTES = [
  { method: 'POST', path: '/auth/register' },
  { method: 'POST', path: '/auth/login' },
  { method: 'POST', path: '/auth/forgot' },
  { method: 'POST', path: '/auth/validate' },
  { method: 'POST', path: '/auth/change' },
  { method: 'POST', path: '/auth/validate-token' },
  { method: 'POST', path: '/auth/logout' },
  { method: 'PATCH', path: '/user/password' },
  { method: 'PATCH', path: '/user' },
  { method: 'POST', path: '/user/email/confirm' },
  { method: 'POST', path: '/subscription/:planId' },
  { method: 'POST', path: '/subscription/:planId/user-data' },
  { method: 'POST', path: '/subscription/pix/status' },
  { method: 'GET', path: '/subscription' },
  { method: 'GET', path: '/subscription/:id' },
  { method: 'DELETE', path: '/subscription/:id' },
  { method: 'PUT', path: '/subscription/:id/activate' },
  { method: 'GET', path: '/plan' },
  { method: 'GET', path: '/plan/:id' },
  { method: 'GET', path: '/recurrence/user' },
  { method: 'GET', path: '/recurrence/subscription/:id' },
  { method: 'GET', path: '/recurrence/status/:id' },
] as const

export type ApiRoute = (typeof API_ROUTES)[number]
export type ApiMethod = ApiRoute['method']
export type ApiPath = ApiRoute['path']
type CallOf<R> = R extends { method: infer M extends string; path: infer P extends string }
  ? `${M} ${P}`
  : never
/** 'POST /auth/login', 'GET /subscription/:id' ...: only the pairs the API really has. */
export type ApiCallName = CallOf<ApiRoute>

/** The msw pattern of an API path: any origin (same-origin `/api` or `VITE_API_URL`). */
export function apiUrl(path: string): string {
  return `*/api${path}`
}

const API_PREFIXES = new Set(API_ROUTES.map((route) => route.path.split('/')[1]))

/** A URL of our API: `/api/` followed by one of its modules (auth, user, plan...). */
export function isApiUrl(url: string): boolean {
  const [, api, module] = new URL(url).pathname.split('/')
  return api === 'api' && module !== undefined && API_PREFIXES.has(module)
}
