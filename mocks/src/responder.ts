import {
  ENDPOINTS,
  type Endpoint,
  type EndpointData,
  type EndpointInput,
  type EndpointName,
  errorsOf,
  messageMatches,
} from '@atendimento/domain/contract/endpoints'
import { API_MESSAGES, type ApiMessageKey } from '@atendimento/domain/contract/messages'
import { checkRequest } from '@atendimento/domain/contract/parse-request'
import { HttpResponse, type HttpResponseResolver, http, type RequestHandler } from 'msw'
import { type Persona, personaByToken } from './fixtures/personas.ts'

// One responder for every row of the contract table: it reads a request with the row's schemas
// (the API's 400 for what they refuse), knows who sent it by the token (a fixture persona), and
// answers with a fixture or with one of the failures the row lists. It decides nothing else.

/** Handlers to put in front of the others: `worker.use(...)`, `server.use(...)`, `msw.use(...)`. */
export type Scenario = RequestHandler[]

/** The msw pattern of a row of the contract table, under any origin's `/api`. */
export const endpointUrl = (name: EndpointName) => `*/api${ENDPOINTS[name].path}`

const row = (name: EndpointName): Endpoint => ENDPOINTS[name]

/** An msw handler of the row's method and path. */
export const onRow = (name: EndpointName, resolver: HttpResponseResolver) =>
  http[row(name).method.toLowerCase() as 'get'](endpointUrl(name), resolver)

/** What a fixture function is given: the request read with the row's schemas, and who sent it. */
export interface Call<TName extends EndpointName> {
  request: Request
  input: EndpointInput<TName>
  persona: Persona | undefined
}

const REPLY = Symbol('reply')

/** A success with one of the row's other success texts (`reply(...)` builds it). */
export interface Reply<TName extends EndpointName> {
  [REPLY]: true
  data: EndpointData<TName>
  message: ApiMessageKey
}

/** A fixture: the `data` of the row's success, or a function of the call giving it. */
export type Fixture<TName extends EndpointName> =
  | EndpointData<TName>
  | Reply<TName>
  | ((call: Call<TName>) => EndpointData<TName> | Reply<TName>)

function listedSuccess(name: EndpointName, message: ApiMessageKey): ApiMessageKey {
  const listed = row(name).success ?? ['success']
  if (!listed.includes(message)) {
    throw new Error(`${name}: '${message}' não é uma mensagem de sucesso desta linha`)
  }
  return message
}

/** The success `data` with another of the row's success texts (e.g. validateToken's 'invalid'). */
export function reply<TName extends EndpointName>(
  name: TName,
  data: EndpointData<TName>,
  message: ApiMessageKey,
): Reply<TName> {
  return { [REPLY]: true, data, message: listedSuccess(name, message) }
}

/**
 * The API's answer for a failure the row lists (its own or one every row shares): a key of the
 * message table, or a listed text with its placeholders filled (`refusedMessage(reason)`). A
 * failure the row does not list throws: a story cannot show an answer the API never gives.
 */
export function refusal(
  name: EndpointName,
  status: number,
  message: ApiMessageKey | (string & {}),
): Response {
  const text = message in API_MESSAGES ? API_MESSAGES[message as ApiMessageKey] : message
  if (!errorsOf(row(name))[status]?.some((listed) => messageMatches(listed, text))) {
    throw new Error(`${name}: ${status} '${message}' não está entre as falhas desta linha`)
  }
  const headers: Record<string, string> = {}
  if (status === 401) headers['WWW-Authenticate'] = 'Bearer'
  if (status === 429) headers['Retry-After'] = '60'
  if (status === 503) headers.Connection = 'close'
  return HttpResponse.json({ message: text }, { status, headers })
}

const bearerToken = (request: Request) =>
  request.headers
    .get('authorization')
    ?.match(/^Bearer\s+(\S+)\s*$/i)
    ?.at(1)

/** The query string as Hono gives it to a validator: one value is a string, repeats a list. */
function queryOf(request: Request): Record<string, string | string[]> {
  const params = new URL(request.url).searchParams
  return Object.fromEntries(
    [...new Set(params.keys())].map((key) => {
      const values = params.getAll(key)
      return [key, values.length === 1 ? (values[0] ?? '') : values]
    }),
  )
}

async function jsonBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/([\w.-]+\+)?json/i.test(type)) return {}
  try {
    return JSON.parse(await request.clone().text())
  } catch {
    return undefined
  }
}

/** Who is asking, then what: the row's auth first, then its parameters, query and body. */
async function readCall<TName extends EndpointName>(
  name: TName,
  request: Request,
  params: Record<string, string | readonly string[] | undefined>,
): Promise<Call<TName> | Response> {
  const endpoint = row(name)
  const token = bearerToken(request)
  const persona = personaByToken(token)
  if (endpoint.auth === 'bearer' || endpoint.auth === 'operator') {
    if (!token) return refusal(name, 401, 'noToken')
    if (!persona) return refusal(name, 401, 'badToken')
    if (endpoint.auth === 'operator' && persona.user.role !== 'operator') {
      return refusal(name, 403, 'operatorOnly')
    }
  }
  const parts = {
    params: [
      endpoint.params,
      Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    ],
    query: [endpoint.query, queryOf(request)],
    body: [endpoint.body, endpoint.body ? await jsonBody(request) : undefined],
  } as const
  const input: Record<string, unknown> = {}
  for (const [part, [schema, value]] of Object.entries(parts)) {
    if (!schema) continue
    if (value === undefined)
      return HttpResponse.json({ message: API_MESSAGES.malformedJson }, { status: 400 })
    const checked = checkRequest(schema, value)
    if (!checked.success) return HttpResponse.json({ message: checked.message }, { status: 400 })
    input[part] = checked.output
  }
  return { request, input: input as unknown as EndpointInput<TName>, persona }
}

function success<TName extends EndpointName>(
  name: TName,
  answer: EndpointData<TName> | Reply<TName>,
  message: ApiMessageKey | undefined,
) {
  const replied = typeof answer === 'object' && answer !== null && REPLY in answer
  const data = replied ? (answer as Reply<TName>).data : answer
  const key = replied
    ? (answer as Reply<TName>).message
    : (message ?? row(name).success?.[0] ?? 'success')
  return HttpResponse.json({ message: API_MESSAGES[key], data }, { status: 200 })
}

/**
 * Lets the handlers given answer only once a call of `trigger` was made: a story that shows
 * what comes after an action (the list after a cancellation) answers the later call itself.
 */
function after(trigger: EndpointName | undefined, handlers: (ready: () => boolean) => Scenario) {
  if (!trigger) return handlers(() => true)
  let seen = false
  const gate = onRow(trigger, () => {
    seen = true
    return undefined
  })
  return [gate, ...handlers(() => seen)]
}

export interface AnswerOptions {
  /** One of the row's success texts, when not its first. */
  message?: ApiMessageKey
  /** Answer only after a call of this row (until then the next handler answers). */
  after?: EndpointName
}

/** Answers a row with a fixture (its success `data`), checked against nothing but the row. */
export function answer<TName extends EndpointName>(
  name: TName,
  fixture: Fixture<TName>,
  options: AnswerOptions = {},
): Scenario {
  const message = options.message && listedSuccess(name, options.message)
  return after(options.after, (ready) => [
    onRow(name, async ({ request, params }) => {
      if (!ready()) return undefined
      const call = await readCall(name, request, params)
      if (call instanceof Response) return call
      const data =
        typeof fixture === 'function'
          ? (fixture as (call: Call<TName>) => EndpointData<TName> | Reply<TName>)(call)
          : fixture
      return success(name, data, message)
    }),
  ])
}

/** Answers a row with one of the failures it lists, e.g. `refuse('login', 401, 'badCredentials')`. */
export function refuse(
  name: EndpointName,
  status: number,
  message: ApiMessageKey | (string & {}),
  options: Pick<AnswerOptions, 'after'> = {},
): Scenario {
  const response = refusal(name, status, message)
  return after(options.after, (ready) => [
    onRow(name, () => (ready() ? response.clone() : undefined)),
  ])
}
