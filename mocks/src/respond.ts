import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { parseOr400 as parseOrRefuse } from '@atendimento/domain/contract/parse-request'
import { HttpResponse } from 'msw'
import type * as v from 'valibot'
import type { MockStore, Session, StoredUser } from './store.ts'

// What every handler does the way the API's middleware does it (apps/api/src/http/*,
// apps/api/src/app.ts, modules/auth/require-user.ts): the envelope, JSON body reading,
// validation with the domain schemas, bearer tokens.

/** `{ message, data }` with 200, as the API's `ok()`. */
export function ok<T>(data: T, message: string = API_MESSAGES.success) {
  return HttpResponse.json({ message, data }, { status: 200 })
}

/** `{ message }` with an error status; handlers `throw` it to stop where they are. */
export function failure(status: number, message: string, headers?: Record<string, string>) {
  return HttpResponse.json({ message }, { status, ...(headers && { headers }) })
}

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i

/**
 * The JSON body as Hono's validator reads it: `{}` without a JSON content type, a 400 with the
 * API's pt-BR text when the body does not parse.
 */
export async function readJson(request: Request): Promise<unknown> {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? ''
  if (!JSON_MEDIA_TYPE.test(mediaType)) return {}
  try {
    return JSON.parse(await request.text())
  } catch {
    throw failure(400, API_MESSAGES.malformedJson)
  }
}

/** Parses with a domain schema; a failure is thrown as the API's 400 with the contract's text. */
export function parseOr400<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
): v.InferOutput<TSchema> {
  return parseOrRefuse(schema, value, (message) => failure(400, message))
}

/** Reads and validates the JSON body in one go. */
export async function body<TSchema extends v.GenericSchema>(
  schema: TSchema,
  request: Request,
): Promise<v.InferOutput<TSchema>> {
  return parseOr400(schema, await readJson(request))
}

/** The query string as Hono gives it to a validator: one value is a string, repeats a list. */
export function queryOf(request: Request): Record<string, string | string[]> {
  const params = new URL(request.url).searchParams
  const query: Record<string, string | string[]> = {}
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key)
    query[key] = values.length === 1 ? (values[0] ?? '') : values
  }
  return query
}

/** The bearer token of a request, if it sent one. */
export function bearerToken(request: Request): string | undefined {
  return request.headers
    .get('authorization')
    ?.match(/^Bearer\s+(\S+)\s*$/i)
    ?.at(1)
}

/** The live session a token opens, with its user. */
export function findSession(
  store: MockStore,
  token: string,
): { session: Session; account: StoredUser } | undefined {
  const now = new Date(store.now).getTime()
  const session = store.sessions.find(
    (candidate) =>
      candidate.token === token &&
      candidate.revokedAt === null &&
      new Date(candidate.expiresAt).getTime() > now,
  )
  const account = session && store.users.find(({ user }) => user._id === session.userId)
  return session && account ? { session, account } : undefined
}

/** The signed-in user, or the API's 401 (with `WWW-Authenticate: Bearer`) thrown. */
export function requireUser(store: MockStore, request: Request) {
  const challenge = { 'WWW-Authenticate': 'Bearer' }
  const token = bearerToken(request)
  if (!token) throw failure(401, API_MESSAGES.noToken, challenge)
  const found = findSession(store, token)
  if (!found) throw failure(401, API_MESSAGES.badToken, challenge)
  return found
}

/** A path parameter as one string (msw types them as string | string[]). */
export function param(value: string | readonly string[] | undefined): string {
  return Array.isArray(value) ? value.join('/') : String(value ?? '')
}
