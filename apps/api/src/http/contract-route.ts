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

const readers = [
  ['param', 'params'],
  ['query', 'query'],
  ['json', 'body'],
] as const

/**
 * Mounts every route on `app`, each on its row's method and path: first `authenticate` when the
 * row wants the bearer token (and the operator check when it wants an operator's), then the route's own `before`, then the path parameters, query and
 * body checked with the row's schemas (Hono's validator reads them as its own routes would).
 */
export function mountRoutes<TApp extends Hono<AuthEnv>>(
  app: TApp,
  routes: readonly ContractRoute[],
  authenticate: MiddlewareHandler<AuthEnv>,
): TApp {
  for (const { name, handle, before } of routes) {
    const endpoint: Endpoint = ENDPOINTS[name]
    const checks: MiddlewareHandler<AuthEnv>[] = []
    for (const [target, part] of readers) {
      const schema: GenericSchema | undefined = endpoint[part]
      if (schema) checks.push(validator(target, (value) => parseOr400(schema, value)))
    }
    const who =
      endpoint.auth === 'bearer'
        ? [authenticate]
        : endpoint.auth === 'operator'
          ? [authenticate, requireOperator]
          : []
    const guards = [...who, ...before, ...checks]
    app.on(endpoint.method, [endpoint.path], ...guards, (c: Context<AuthEnv>) => {
      const parts: Partial<Record<'params' | 'query' | 'body', unknown>> = {}
      for (const [target, part] of readers) {
        if (endpoint[part]) parts[part] = c.req.valid(target as never)
      }
      return handle(c, parts as never)
    })
  }
  return app
}
