import { AsyncLocalStorage } from 'node:async_hooks'
import type { Context } from 'hono'
import { setAnswerHeader } from './answer-headers.ts'

/** One quota a request counted against, as the IETF RateLimit fields describe it. */
export interface QuotaState {
  /** The policy's name: `geral`, or a bucket and what it counts by (`login-endereco`). */
  policy: string
  /** Requests allowed per window. */
  quota: number
  windowSeconds: number
  remaining: number
  /** Seconds until the window ends and the quota is whole again. */
  resetSeconds: number
}

interface QuotaScope {
  c: Context
  states: QuotaState[]
}

// The request a quota was counted for. The limiter is called deep inside the handlers (it needs
// the account or the card), which do not hand it the request: this carries it there.
const scopes = new AsyncLocalStorage<QuotaScope>()

/**
 * `RateLimit-Policy` and `RateLimit` as draft-ietf-httpapi-ratelimit-headers (-10) writes them:
 * a list with one item per quota, `"name";q=…;w=…` and `"name";r=…;t=…`. Set among the
 * request's answer headers while the handler runs, so whatever answer it (or onError) builds
 * carries them.
 */
function writeHeaders({ c, states }: QuotaScope): void {
  setAnswerHeader(
    c,
    'ratelimit-policy',
    states.map((s) => `"${s.policy}";q=${s.quota};w=${s.windowSeconds}`).join(', '),
  )
  setAnswerHeader(
    c,
    'ratelimit',
    states.map((s) => `"${s.policy}";r=${s.remaining};t=${s.resetSeconds}`).join(', '),
  )
}

/** Runs the rest of the request with `state` reported, and any quota counted later added to it. */
export function withQuota<T>(c: Context, state: QuotaState, rest: () => Promise<T>): Promise<T> {
  const scope: QuotaScope = { c, states: [state] }
  writeHeaders(scope)
  return scopes.run(scope, rest)
}

/** Adds a quota counted during the current request to its RateLimit headers. */
export function reportQuota(state: QuotaState): void {
  const scope = scopes.getStore()
  if (!scope) return
  scope.states.push(state)
  writeHeaders(scope)
}
