import { ENDPOINT_NAMES, ENDPOINTS, type Endpoint } from '@atendimento/domain/contract/endpoints'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { deviceRefusalFor } from '@atendimento/domain/contract/oauth-errors'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { HTTPException } from 'hono/http-exception'
import { requestId } from 'hono/request-id'
import { type ApiContext, type AppDeps, createContext } from './context.ts'
import { databaseUnavailable } from './db/errors.ts'
import { type ContractRoute, mountRoutes } from './http/contract-route.ts'
import { generalRateLimit } from './http/general-rate-limit.ts'
import { idempotency } from './http/idempotency.ts'
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
 * The headers every API answer carries. Set on the context before the handler runs (Hono keeps
 * them for whatever response the handler or onError builds), not on the finished response as
 * `secureHeaders` does: touching `c.res.headers` after the fact makes the Node adapter rebuild
 * the response, which cost GET /api/plan a third of its CPU time (docs/benchmarks.md).
 * A route that may be cached (the plan list) replaces Cache-Control with its own.
 */
const API_HEADERS: readonly [string, string][] = [
  // Answers carry tokens and personal data: no cache may keep them.
  ['Cache-Control', 'no-store'],
  // JSON is never a page: nothing in it may load, run or be framed.
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'DENY'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
]

// A GET or HEAD has no body (the Node adapter drops one): asking for it would only make the
// adapter build a full Request, for nothing.
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

export function createApi(deps: AppDeps, ctx: ApiContext = createContext(deps)) {
  const api = new Hono<AuthEnv>()
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
  api
    .use(async (c, next) => {
      for (const [name, value] of API_HEADERS) c.header(name, value)
      await next()
      // Whatever refused an OAuth request (its schema, the body limit, a restart...) answers
      // in RFC 6749's shape.
      if (c.res.status >= 400 && OAUTH_CALLS.has(`${c.req.method} ${c.req.path}`)) {
        c.res = await oauthFailureAnswer(c.res)
      }
    })
    .use(requestId())
    .use(
      generalRateLimit({
        perMinute: ctx.settings.generalRateLimitPerMinute,
        trustProxy: ctx.settings.trustProxy,
        clock: ctx.clock,
        log: ctx.log,
      }),
    )
  // Before the draining check: /ready itself says 503 while shutting down, /health stays 200.
  mountRoutes(api, opsRoutes(ctx, isDraining), requireUser(ctx))
  api
    .use(async (c, next) => {
      if (isDraining()) {
        c.header('Connection', 'close')
        return c.json({ message: API_MESSAGES.restarting }, 503)
      }
      // A path that decodes to a NUL character names nothing (and PostgreSQL refuses it).
      if (c.req.path.includes('\u0000') || /%00/i.test(c.req.path)) {
        return c.json({ message: API_MESSAGES.invalidCharacter }, 400)
      }
      const started = performance.now()
      await next()
      // An answer finished while the server shuts down ends its connection, so the shutdown
      // does not wait for idle keep-alive connections to time out.
      if (isDraining()) c.header('Connection', 'close')
      const ms = performance.now() - started
      ctx.log({
        level: 'info',
        msg: 'requisição',
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(ms),
      })
      // By route pattern, not path: ids must not make a new series each.
      ctx.metrics.request(
        { method: c.req.method, route: c.req.routePath, status: c.res.status },
        ms / 1000,
      )
    })
    .use((c, next) => (BODYLESS.has(c.req.method) ? next() : limitBody(c, next)))
    // After a write: removals and refunds at the payment provider, parked webhook events.
    .use(providerFollowups(ctx))
  mountRoutes(api, callRoutes(ctx), requireUser(ctx), requireDevice(ctx), idempotency(ctx))
  // A catch-all, because a mounted app's notFound is not used by its parent.
  api.all('*', (c) => c.json({ message: API_MESSAGES.routeNotFound }, 404))

  api.onError((error, c) => {
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
  })
  return api
}

/** The whole HTTP surface: the API under /api, optionally the built site around it. */
export function createApp(deps: AppDeps & { site?: Hono; context?: ApiContext }) {
  const api = createApi(deps, deps.context)
  const app = new Hono().route('/api', api)
  // RFC 8414's address is under the site's root; the API app answers it with all its checks.
  for (const path of ROOT_PATHS) app.get(path, (c) => api.fetch(c.req.raw, c.env))
  if (deps.site) app.route('/', deps.site)
  // Outside /api with no site (or a method the site does not serve): the API's own 404, not
  // Hono's English text. So is a path that only leaves /api once normalised (/api/%2e%2e/).
  app.notFound((c) => c.json({ message: API_MESSAGES.routeNotFound }, 404))
  return app
}
