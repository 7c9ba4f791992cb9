import type { Context } from 'hono'

/**
 * What every API answer carries whatever builds it (the security headers, the request id, the
 * rate-limit fields): a plain object per request, names in lower case as they go out.
 */
export type AnswerHeaders = Record<string, string>

interface OpenAnswer {
  headers: AnswerHeaders
  /** The response answer() built from `headers`: it needs nothing more. */
  built?: Response
}

// Kept among the context's variables: a WeakMap keyed by the context cost ten times as much
// (an entry per request in its table, for the collector to clear).
declare module 'hono' {
  interface ContextVariableMap {
    answerHeaders: OpenAnswer
  }
}

/** From here on, whatever answers the request carries `headers` (see closeAnswer). */
export function openAnswer(c: Context, headers: AnswerHeaders): void {
  c.set('answerHeaders', { headers })
}

/** True once openAnswer ran for this request: it is the API's. */
export function isAnswerOpen(c: Context): boolean {
  return c.get('answerHeaders') !== undefined
}

/**
 * Sets a header (its name in lower case) of the request's answer, whoever builds it; outside the
 * API, Hono's own way.
 */
export function setAnswerHeader(c: Context, name: Lowercase<string>, value: string): void {
  const answer = c.get('answerHeaders')
  if (answer) answer.headers[name] = value
  else c.header(name, value)
}

/**
 * The answer, built at once with every header it carries, in a plain object. Hono keeps the
 * headers of `c.header()` and `c.body()` in a `Headers` object, which undici validates entry by
 * entry, and which the Node adapter must then sort and copy into a plain object for Node's
 * `writeHead`; a plain object goes to `writeHead` as it is. That was about 8 µs of the cached
 * plan list's 100 (docs/benchmarks.md). Headers set with `c.header()` are not on it: the
 * route passes its own in `own` (names in lower case; they win over the request's).
 */
export function answer(
  c: Context,
  body: string | null,
  status: 200 | 304,
  own: AnswerHeaders,
): Response {
  const opened = c.get('answerHeaders')
  if (!opened) return c.newResponse(body, status, own)
  // The request's object itself: nothing reads it once its answer is built.
  const built = new Response(body, { status, headers: Object.assign(opened.headers, own) })
  opened.built = built
  return built
}

/**
 * Puts the request's headers on its finished answer, unless answer() built it with them. An
 * answer built any other way (`c.json()`, onError, a replayed one) gets each header it does not
 * set itself, as `c.header()` before the handler would have given it.
 */
export function closeAnswer(c: Context): void {
  const opened = c.get('answerHeaders')
  if (!opened) return
  const res = c.res
  if (res === opened.built) return
  for (const name in opened.headers) {
    if (!res.headers.has(name)) res.headers.set(name, opened.headers[name] as string)
  }
}
