import { randomUUID } from 'node:crypto'
import { ENDPOINT_NAMES, ENDPOINTS, type Endpoint } from '@atendimento/domain/contract/endpoints'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { deviceRefusalFor } from '@atendimento/domain/contract/oauth-errors'
import { type Context, type ErrorHandler, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { HTTPException } from 'hono/http-exception'
import { type ApiContext, type AppDeps, createContext } from './context.ts'
import { databaseUnavailable } from './db/errors.ts'
import { type AnswerHeaders, closeAnswer, isAnswerOpen, openAnswer } from './http/answer-headers.ts'
import { type ContractRoute, mountRoutes } from './http/contract-route.ts'
import { generalRateLimit } from './http/general-rate-limit.ts'
import { idempotency } from './http/idempotency.ts'
import { MemoRouter } from './http/memo-router.ts'
import { oauthFailureAnswer } from './http/oauth-answers.ts'
import { adminDeviceRoutes } from './modules/admin/admin-devices.ts'
import { adminRoutes } from './modules/admin/admin-routes.ts'
import { authRoutes } from './modules/auth/auth-routes.ts'
import { type AuthEnv, requireUser } from './modules/auth/require-user.ts'
import { devicesRoutes } from './modules/devices/devices-routes.ts'
import { docsRoutes } from './modules/docs/docs-routes.ts'
import { licenceRoutes } from './modules/licences/licence-routes.ts'
import { notificationsRoutes } from './modules/notifications/notifications-routes.ts'
import { oauthRoutes } from './modules/oauth/oauth-routes.ts'
import { requireDevice } from './modules/oauth/require-device.ts'
import { plansRoutes } from './modules/plans/plans-routes.ts'
import { privacyRoutes } from './modules/privacy/privacy-routes.ts'
import { reconciliationRoutes } from './modules/reconciliation/reconciliation-routes.ts'
import { recurrencesRoutes } from './modules/recurrences/recurrences-routes.ts'
import { adminReleasesRoutes } from './modules/releases/admin-releases-routes.ts'
import { releasesRoutes } from './modules/releases/releases-routes.ts'
import { planChangeRoutes } from './modules/subscriptions/plan-change-routes.ts'
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions-routes.ts'
import { usersRoutes } from './modules/users/users-routes.ts'
import { providerFollowups } from './modules/webhooks/provider-followups.ts'
import { webhooksRoutes } from './modules/webhooks/webhooks-routes.ts'
import { opsRoutes } from './ops/ops-routes.ts'

export type { AppDeps } from './context.ts'

/**
 * The client went away while its body was still arriving: Node ends the body stream with an
 * `aborted` ECONNRESET, which is the client's doing, not the database's (whose resets look
 * alike by code).
 */
function clientAborted(error: unknown, signal: AbortSignal): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return signal.aborted || (code === 'ECONNRESET' && message === 'aborted')
}

function retryAfterOf(error: HTTPException): number | undefined {
  const cause = error.cause as { retryAfter?: number } | undefined
  return cause?.retryAfter
}

/**
 * The headers every API answer carries, errors and refusals included. Kept per request in a
 * plain object and put on the answer once it exists (http/answer-headers.ts), not set with
 * `c.header()`: Hono keeps those in a `Headers` object, which cost the cached plan list about
 * 8 µs a request to fill, sort and copy again for Node (docs/benchmarks.md). A route
 * that may be cached (the plan list) replaces Cache-Control with its own. Written out for each
 * request: a literal costs a third of a copy of a shared object.
 */
const apiHeaders = (requestId: string): AnswerHeaders => ({
  // Answers carry tokens and personal data: no cache may keep them.
  'cache-control': 'no-store',
  // JSON is never a page: nothing in it may load, run or be framed.
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'x-request-id': requestId,
})

// A caller's own X-Request-Id is kept when it is a short plain token (as Hono's requestId
// middleware keeps it); otherwise the request gets one of its own.
const CALLERS_REQUEST_ID = /^[\w\-=]{1,255}$/

function requestIdOf(c: Context): string {
  const given = c.req.header('x-request-id')
  return given !== undefined && CALLERS_REQUEST_ID.test(given) ? given : randomUUID()
}

// A GET or HEAD has no body (the Node adapter drops one): asking for it would only make the
// adapter build a full Request, for nothing. Nor can it move money (providerFollowups).
const BODYLESS = new Set(['GET', 'HEAD'])

/** The handlers of the calls, each bound to its row of the contract table. */
function callRoutes(ctx: ApiContext): ContractRoute[] {
  return [
    ...authRoutes(ctx),
    ...usersRoutes(ctx),
    ...privacyRoutes(ctx),
    ...plansRoutes(ctx.plans),
    ...subscriptionsRoutes(ctx),
    ...planChangeRoutes(ctx),
    ...recurrencesRoutes(ctx),
    ...webhooksRoutes(ctx),
    ...docsRoutes(),
    ...adminRoutes(ctx),
    ...oauthRoutes(ctx),
    ...licenceRoutes(ctx),
    ...devicesRoutes(ctx),
    ...adminDeviceRoutes(ctx),
    ...notificationsRoutes(ctx),
    ...reconciliationRoutes(ctx),
    ...releasesRoutes(ctx),
    ...adminReleasesRoutes(ctx),
  ]
}

/**
 * The OAuth rows' methods and paths, as the API app sees them (under /api, and the RFC 8414
 * address at the root, which createApp hands to the API app as it is): their failures are
 * RFC 6749's. Any other method there is the API's own 404.
 */
const OAUTH_CALLS = new Set(
  ENDPOINT_NAMES.flatMap((name) => {
    const { format, method, path }: Endpoint = ENDPOINTS[name]
    return format === 'oauth' ? [`${method} ${path}`, `${method} /api${path}`] : []
  }),
)

/** The RFC 8414 address: under the site's root, served by the API app (createApp). */
const ROOT_PATHS = ENDPOINT_NAMES.flatMap((name) => {
  const endpoint: Endpoint = ENDPOINTS[name]
  return endpoint.root ? [endpoint.path] : []
})

/** Every endpoint's handler, each bound to its row of the contract table. */
export function apiRoutes(ctx: ApiContext, isDraining: () => boolean = () => false) {
  return [...opsRoutes(ctx, isDraining), ...callRoutes(ctx)]
}

/** How the API answers a failure: a pt-BR `{ message }`, never cacheable. */
function answerApiError(ctx: ApiContext): ErrorHandler<AuthEnv> {
  return (error, c) => {
    // A route may have marked its answer cacheable before it failed; an error never is.
    c.header('Cache-Control', 'no-store')
    if (error instanceof HTTPException) {
      // Hono's own JSON parser speaks English.
      const message = error.message.startsWith('Malformed JSON')
        ? API_MESSAGES.malformedJson
        : error.message
      // A refusal of the desktop app's computer says why, for the app to act on (RFC 6750 §3).
      const reason = deviceRefusalFor(message)
      if (error.status === 401) {
        c.header('WWW-Authenticate', reason ? 'Bearer error="invalid_token"' : 'Bearer')
      }
      const retryAfter = retryAfterOf(error)
      if (retryAfter !== undefined) c.header('Retry-After', String(retryAfter))
      return c.json(reason ? { message, reason } : { message }, error.status)
    }
    if (clientAborted(error, c.req.raw.signal)) {
      // Nobody is there to read the answer; nothing is wrong with the server either.
      ctx.log({ level: 'info', msg: 'cliente encerrou a conexão', requestId: c.get('requestId') })
      return c.json({ message: API_MESSAGES.clientGone }, 400)
    }
    if (databaseUnavailable(error)) {
      // The pool reconnects by itself once the database is back: the client just tries again.
      ctx.log({
        level: 'error',
        msg: 'banco de dados indisponível',
        requestId: c.get('requestId'),
        err: String(error),
      })
      c.header('Retry-After', '5')
      return c.json({ message: API_MESSAGES.databaseUnavailable }, 503)
    }
    ctx.log({
      level: 'error',
      msg: 'erro inesperado',
      requestId: c.get('requestId'),
      err: String(error),
    })
    return c.json({ message: API_MESSAGES.internalError }, 500)
  }
}

/**
 * The API's middleware and routes, without an error handler of its own: Hono's `route()` runs
 * each handler of a sub-app that has one inside a compose of its own (an async frame and
 * promises per middleware: a quarter of the cached plan list's CPU time). createApp mounts
 * it as it is and answers its failures with answerApiError.
 */
function apiRoutesApp(deps: AppDeps, ctx: ApiContext) {
  const api = new Hono<AuthEnv>()
  const apiError = answerApiError(ctx)
  const limitBody = bodyLimit({
    maxSize: ctx.settings.maxBodyBytes,
    onError: (c) => {
      // The rest of the body is not read: the connection cannot carry another request, and
      // saying so keeps a pooling client (or a proxy) from sending one on it.
      c.header('Connection', 'close')
      return c.json({ message: API_MESSAGES.bodyTooLarge }, 413)
    },
  })
  const { corsOrigins = [], isDraining = () => false } = deps
  if (corsOrigins.length > 0) api.use(cors({ origin: corsOrigins, credentials: false }))
  const limitRate = generalRateLimit({
    perMinute: ctx.settings.generalRateLimitPerMinute,
    trustProxy: ctx.settings.trustProxy,
    clock: ctx.clock,
    log: ctx.log,
  })
  api.use(async (c, next) => {
    const requestId = requestIdOf(c)
    c.set('requestId', requestId)
    openAnswer(c, apiHeaders(requestId))
    try {
      await limitRate(c, next)
    } catch (error) {
      // The general quota's refusal, answered here as Hono's chain would (a middleware of its
      // own would cost every request another level of the chain).
      if (!(error instanceof Error)) throw error
      c.error = error
      c.res = await apiError(error, c)
    }
    // Whatever refused an OAuth request (its schema, the body limit, a restart...) answers
    // in RFC 6749's shape.
    if (c.res.status >= 400 && OAUTH_CALLS.has(`${c.req.method} ${c.req.path}`)) {
      c.res = await oauthFailureAnswer(c.res)
    }
    closeAnswer(c)
  })
  // Before the draining check: /ready itself says 503 while shutting down, /health stays 200.
  mountRoutes(api, opsRoutes(ctx, isDraining), requireUser(ctx))
  // After a write: removals and refunds at the payment provider, parked webhook events.
  const followUp = providerFollowups(ctx)
  // One middleware for every call, not one per concern: each level of Hono's middleware chain
  // costs an async frame and its promises, for every request.
  api.use(async (c, next) => {
    if (isDraining()) {
      c.header('Connection', 'close')
      return c.json({ message: API_MESSAGES.restarting }, 503)
    }
    // A path that decodes to a NUL character names nothing (and PostgreSQL refuses it).
    if (c.req.path.includes('\u0000') || /%00/i.test(c.req.path)) {
      return c.json({ message: API_MESSAGES.invalidCharacter }, 400)
    }
    const started = performance.now()
    const bodyless = BODYLESS.has(c.req.method)
    // A body over the limit, or one that stopped arriving, is answered here (as Hono's chain
    // answers a failure); otherwise the rest of the chain ran.
    const refusal = bodyless
      ? await next()
      : await Promise.resolve(limitBody(c, next)).catch((error: Error) => {
          c.error = error
          return apiError(error, c)
        })
    if (refusal instanceof Response) c.res = refusal
    else if (!bodyless) followUp(c)
    // An answer finished while the server shuts down ends its connection, so the shutdown
    // does not wait for idle keep-alive connections to time out.
    if (isDraining()) c.header('Connection', 'close')
    const ms = performance.now() - started
    // Not even built when the level is off (LOG_LEVEL=warn in production and in the bench).
    if (ctx.log.enabled?.('info') ?? true) {
      ctx.log({
        level: 'info',
        msg: 'requisição',
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(ms),
      })
    }
    // By route pattern, not path: ids must not make a new series each.
    ctx.metrics.request(
      { method: c.req.method, route: c.req.routePath, status: c.res.status },
      ms / 1000,
    )
  })
  mountRoutes(api, callRoutes(ctx), requireUser(ctx), requireDevice(ctx), idempotency(ctx))
  // A catch-all, because a mounted app's notFound is not used by its parent.
  api.all('*', (c) => c.json({ message: API_MESSAGES.routeNotFound }, 404))

  return api
}

/** Hono's own answer to a failure, kept for every request that is not the API's (the site's). */
const siteError: ErrorHandler = (error, c) => {
  if (error instanceof HTTPException) {
    const res = error.getResponse()
    return c.newResponse(res.body, res)
  }
  console.error(error)
  return c.text('Internal Server Error', 500)
}

/** The API on its own, its failures answered by answerApiError. */
export function createApi(deps: AppDeps, ctx: ApiContext = createContext(deps)) {
  return apiRoutesApp(deps, ctx).onError(answerApiError(ctx))
}

/** The whole HTTP surface: the API under /api, optionally the built site around it. */
export function createApp(deps: AppDeps & { site?: Hono; context?: ApiContext }) {
  const ctx = deps.context ?? createContext(deps)
  const apiError = answerApiError(ctx)
  const routes = apiRoutesApp(deps, ctx)
  const app = new Hono({ router: new MemoRouter() }).route('/api', routes)
  // The API's first middleware opened the answer of every request that reached the API.
  app.onError((error, c) =>
    isAnswerOpen(c) ? apiError(error, c as unknown as Context<AuthEnv>) : siteError(error, c),
  )
  // Only now: route() above would have wrapped every handler in a compose of its own. The
  // requests handed to the API whole (below) have it answer its failures itself.
  const api = routes.onError(apiError)
  // RFC 8414's address is under the site's root; the API app answers it with all its checks.
  for (const path of ROOT_PATHS) app.get(path, (c) => api.fetch(c.req.raw, c.env))
  if (deps.site) app.route('/', deps.site)
  // Outside /api with no site (or a method the site does not serve): the API's own 404, not
  // Hono's English text. So is a path that only leaves /api once normalised (/api/%2e%2e/).
  app.notFound((c) => c.json({ message: API_MESSAGES.routeNotFound }, 404))
  return app
}
