import {
  ENDPOINTS,
  type Endpoint,
  type EndpointInput,
  type EndpointName,
} from '@atendimento/domain/contract/endpoints'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import { validator } from 'hono/validator'
import type { GenericSchema } from 'valibot'
import { type AuthEnv, requireOperator } from '../modules/auth/require-user.ts'
import { formBody } from './form-body.ts'
import { parseOr400 } from './validate.ts'

type Answer = Response | Promise<Response>

/** A handler bound to its row of the contract table. */
export interface ContractRoute {
  name: EndpointName
  /** Runs before the request is read (a shared-secret check, for instance). */
  before: MiddlewareHandler<AuthEnv>[]
  // `never`: a handler of any row fits; `route()` gives each its own typed input.
  handle: (c: Context<AuthEnv>, input: never) => Answer
}

/**
 * The handler of one endpoint. Its path, method, authentication and input validation (with the
 * pt-BR 400 of the domain schemas) all come from the row; the handler gets the validated input.
 */
export function route<TName extends EndpointName>(
  name: TName,
  handle: (c: Context<AuthEnv>, input: EndpointInput<TName>) => Answer,
  before: MiddlewareHandler<AuthEnv>[] = [],
): ContractRoute {
  return { name, handle, before }
}

/** Where each part of a request is read: an OAuth row's body is a form (RFC 6749 §3.2). */
const readersOf = (endpoint: Endpoint) =>
  [
    ['param', 'params'],
    ['query', 'query'],
    [endpoint.format === 'oauth' ? 'form' : 'json', 'body'],
  ] as const

// A query string longer than this is checked every time it comes (and not kept).
const KEPT_QUERY_LENGTH = 256
// How many different query strings a row keeps the checked value of, before starting over.
const KEPT_QUERIES = 64

/** The query string of a URL, `?` included ('' without one), as Hono reads it (no fragment). */
function queryStringOf(url: string): string {
  const start = url.indexOf('?', 8)
  if (start === -1) return ''
  const fragment = url.indexOf('#', start)
  return fragment === -1 ? url.slice(start) : url.slice(start, fragment)
}

/**
 * The row's query, checked with its schema as Hono's validator reads it, and remembered per
 * query string: the value depends on nothing else, and the landing's plan list comes with the
 * same one (`?activeOnly=true`) from every visitor. The kept value is frozen: no handler may
 * change it for the next request. A refused query throws, and is not kept.
 */
function queryCheck(schema: GenericSchema): (c: Context<AuthEnv>) => void {
  let kept = new Map<string, unknown>()
  return (c) => {
    const query = queryStringOf(c.req.url)
    let value = kept.get(query)
    if (value === undefined) {
      const read = Object.fromEntries(
        Object.entries(c.req.queries()).map(([k, v]) => (v.length === 1 ? [k, v[0]] : [k, v])),
      )
      value = Object.freeze(parseOr400(schema, read))
      if (query.length <= KEPT_QUERY_LENGTH) {
        if (kept.size >= KEPT_QUERIES) kept = new Map()
        kept.set(query, value)
      }
    }
    c.req.addValidatedData('query', value as object)
  }
}

/** Who may call, as the row says: the session (and operator) checks, or the app's token. */
function guardsOf(
  endpoint: Endpoint,
  authenticate: MiddlewareHandler<AuthEnv>,
  authenticateDevice: MiddlewareHandler<AuthEnv> | undefined,
): MiddlewareHandler<AuthEnv>[] {
  if (endpoint.auth === 'bearer') return [authenticate]
  if (endpoint.auth === 'operator') return [authenticate, requireOperator]
  if (endpoint.auth !== 'device') return []
  if (!authenticateDevice) throw new Error(`${endpoint.path}: falta a autenticação do aplicativo`)
  return [authenticateDevice]
}

/**
 * Mounts every route on `app`, each on its row's method and path: first `authenticate` when the
 * row wants the bearer token (and the operator check when it wants an operator's), or
 * `authenticateDevice` when it wants the desktop app's, then the route's own `before`, then the
 * path parameters, query and body checked with the row's schemas (Hono's validator reads them as
 * its own routes would; an OAuth row's form body is read by formBody).
 */
export function mountRoutes<TApp extends Hono<AuthEnv>>(
  app: TApp,
  routes: readonly ContractRoute[],
  authenticate: MiddlewareHandler<AuthEnv>,
  authenticateDevice?: MiddlewareHandler<AuthEnv>,
  /** On the rows marked `idempotent`: the Idempotency-Key, once the caller is known. */
  idempotent?: MiddlewareHandler<AuthEnv>,
): TApp {
  for (const { name, handle, before } of routes) {
    const endpoint: Endpoint = ENDPOINTS[name]
    const readers = readersOf(endpoint)
    // With no body read after it (no row has both), the query is checked in the handler's own
    // step: each level of Hono's middleware chain costs an async frame and its promises.
    const checkQuery = endpoint.query && queryCheck(endpoint.query)
    const queryLast = checkQuery && !endpoint.body ? checkQuery : undefined
    const checks: MiddlewareHandler<AuthEnv>[] = []
    for (const [target, part] of readers) {
      const schema: GenericSchema | undefined = endpoint[part]
      if (!schema || (target === 'query' && queryLast)) continue
      if (target === 'form') checks.push(formBody(schema))
      else if (target === 'query' && checkQuery) {
        checks.push((c, next) => {
          checkQuery(c)
          return next()
        })
      } else checks.push(validator(target, (value) => parseOr400(schema, value)))
    }
    const who = guardsOf(endpoint, authenticate, authenticateDevice)
    const repeatable = endpoint.idempotent && idempotent ? [idempotent] : []
    const guards = [...who, ...repeatable, ...before, ...checks]
    app.on(endpoint.method, [endpoint.path], ...guards, (c: Context<AuthEnv>) => {
      queryLast?.(c)
      const parts: Partial<Record<'params' | 'query' | 'body', unknown>> = {}
      for (const [target, part] of readers) {
        if (endpoint[part]) parts[part] = c.req.valid(target as never)
      }
      return handle(c, parts as never)
    })
  }
  return app
}
