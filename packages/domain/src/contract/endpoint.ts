import type * as v from 'valibot'
import type { ApiMessageKey } from './messages.ts'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Who may call: anyone (`none`), anyone with an optional session (`optional`), only with the
 * bearer token of a session (`bearer`), only the payment provider with the shared secret in
 * `asaas-access-token` (`webhook`), only the metrics collector with the server's
 * `METRICS_TOKEN` as a bearer token (`metrics`), only with the bearer token of an operator's
 * session (`operator`: 401 without a session, 403 for a customer's), only with the access token
 * the desktop app got at the token endpoint (`device`: 401 with a machine-readable `reason`).
 */
export type EndpointAuth =
  | 'none'
  | 'optional'
  | 'bearer'
  | 'webhook'
  | 'metrics'
  | 'operator'
  | 'device'

export const ENDPOINT_TAGS = {
  auth: 'Autenticação',
  account: 'Conta',
  plans: 'Planos',
  subscriptions: 'Assinaturas',
  payments: 'Pagamentos',
  webhooks: 'Webhooks',
  ops: 'Operação',
  docs: 'Documentação',
  admin: 'Administração',
  app: 'Aplicativo',
  devices: 'Computadores',
  releases: 'Versões',
} as const
export type EndpointTag = (typeof ENDPOINT_TAGS)[keyof typeof ENDPOINT_TAGS]

/** A status the endpoint may answer with on failure, and its texts (keys of API_MESSAGES). */
export type EndpointErrors = Partial<Record<number, readonly ApiMessageKey[]>>

/**
 * One row of the contract table. Texts are keys of the message table (contract/messages.ts), so
 * a row costs a browser no message it does not show.
 */
export interface Endpoint {
  method: HttpMethod
  /** Under the API base (`/api`), with `:name` parameters (Hono's and msw's syntax). */
  path: string
  auth: EndpointAuth
  tag: EndpointTag
  /** One line in pt-BR: what the call does. */
  summary: string
  /** pt-BR, for the API's reference: what the caller should know beyond the summary. */
  description: string
  params?: v.GenericSchema
  query?: v.GenericSchema
  body?: v.GenericSchema
  /** Schema of `data` in the `{ message, data }` answer (`v.null()` when only a message). */
  data?: v.GenericSchema
  /** Answers that are not the JSON envelope (the document itself, the reference's files). */
  file?: { contentTypes: readonly string[]; description: string }
  /** The texts of a success's `message`. */
  success?: readonly ApiMessageKey[]
  /** Failures of this endpoint's own; the ones every endpoint shares come from `errorsOf`. */
  errors?: EndpointErrors
  /** Counted by the rate limiter (429 past the limit). */
  rateLimited?: boolean
  /** Who calls it instead of the site (a mail client following List-Unsubscribe, say). */
  outsideCaller?: string
  /**
   * An endpoint of the OAuth standards the desktop app's library speaks (RFC 8414, 8628, 7009,
   * 6749): its body, when it takes one, is form-encoded (application/x-www-form-urlencoded); a
   * success is `data` itself, not the `{ message, data }` envelope; a failure is RFC 6749 §5.2's
   * `{ error, error_description }`, with our pt-BR `message` beside them.
   */
  format?: 'oauth'
  /**
   * A write a person may repeat (a double click, a retry after a lost answer) that moves money
   * or a subscription: it takes an `Idempotency-Key` header, and a repeat with the same key gets
   * the first request's answer (contract/idempotency.ts).
   */
  idempotent?: boolean
  /** `path` is under the site's root, not the API base (RFC 8414's /.well-known/ address). */
  root?: boolean
}

type SchemaIn<TRow, TPart extends string> =
  TRow extends Record<TPart, infer S extends v.GenericSchema> ? S : undefined
type Output<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined
type Input<S> = S extends v.GenericSchema ? v.InferInput<S> : undefined

/** What a handler of this row receives, validated. */
export interface InputOf<TRow> {
  params: Output<SchemaIn<TRow, 'params'>>
  query: Output<SchemaIn<TRow, 'query'>>
  body: Output<SchemaIn<TRow, 'body'>>
}
/** What a client sends to this row, before the schemas' transformations. */
export interface RequestOf<TRow> {
  params: Input<SchemaIn<TRow, 'params'>>
  query: Input<SchemaIn<TRow, 'query'>>
  body: Input<SchemaIn<TRow, 'body'>>
}
/** The `data` of this row's success. */
export type DataOf<TRow> = Output<SchemaIn<TRow, 'data'>>

/** Fills `:name` parameters, encoded: ('/plan/:id', { id: 'a b' }) gives '/plan/a%20b'. */
export function endpointPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Parâmetro ausente na rota ${path}: ${name}`)
    return encodeURIComponent(value)
  })
}

/** The names of an endpoint's path parameters, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '')
}

/** `/plan/:id` as OpenAPI writes it: `/plan/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}')
}
