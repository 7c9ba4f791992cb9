import {
  type DataOf,
  type Endpoint,
  endpointPath,
  type RequestOf,
} from '@atendimento/domain/contract/endpoint'
import * as v from 'valibot'
import {
  type ApiResult,
  failedWithStatus,
  failure,
  type RequestOptions,
  send,
  unwrap,
} from './request.ts'

// A part the row has is required (optional if the schema allows leaving it out); one it does
// not have cannot be passed.
type Part<TKey extends string, T> = [T] extends [undefined]
  ? { [K in TKey]?: never }
  : undefined extends T
    ? { [K in TKey]?: T }
    : { [K in TKey]: T }

/** What a call of this row takes: its path parameters, query and body, typed by its schemas. */
export type CallOptions<TRow extends Endpoint> = Part<'params', RequestOf<TRow>['params']> &
  Part<'body', RequestOf<TRow>['body']> & {
    query?: RequestOf<TRow>['query']
  } & (TRow['auth'] extends 'bearer' ? { token: string } : { token?: string | null }) &
  Pick<RequestOptions, 'signal' | 'timeoutMs' | 'idempotencyKey'>

function queryString(query: object | undefined): string {
  const entries = Object.entries(query ?? {}).filter(([, value]) => value !== undefined)
  return entries.length > 0 ? `?${new URLSearchParams(entries).toString()}` : ''
}

/**
 * Calls one endpoint of the contract table: its method and path from the row, the bearer token
 * where given, and the answer's `data` checked against the row's response schema. An answer
 * that does not match is no answer the screens can trust: it becomes 'Erro na requisição' with
 * its status, and is logged.
 */
export async function callApi<TRow extends Endpoint>(
  row: TRow,
  options: CallOptions<TRow>,
): Promise<ApiResult<DataOf<TRow>>> {
  const { params, query, body, token, signal, timeoutMs, idempotencyKey } = options as {
    params?: Record<string, string>
    query?: object
    body?: unknown
    token?: string | null
  } & Pick<RequestOptions, 'signal' | 'timeoutMs' | 'idempotencyKey'>
  const path = `${endpointPath(row.path, params)}${queryString(query)}`
  const { result, status } = await send<unknown>(path, {
    method: row.method,
    body,
    token,
    ...(signal && { signal }),
    ...(timeoutMs !== undefined && { timeoutMs }),
    // Only the rows that take it: the others would not read it.
    ...(row.idempotent && idempotencyKey && { idempotencyKey }),
  })
  if (!result.success || !row.data) return result as ApiResult<DataOf<TRow>>
  const checked = v.safeParse(row.data, result.data)
  if (checked.success) return { ...result, data: checked.output as DataOf<TRow> }
  console.error(`Resposta fora do contrato: ${row.method} ${path} (${status})`, checked.issues)
  return failure(failedWithStatus(status), status)
}

/** The data of a successful call, or an ApiError with the pt-BR message and status. */
export async function fetchApi<TRow extends Endpoint>(
  row: TRow,
  options: CallOptions<TRow>,
): Promise<DataOf<TRow>> {
  return unwrap(await callApi(row, options))
}

/** `fetchApi` keeping the server's message too (a payment in review says so in it). */
export async function fetchAnswer<TRow extends Endpoint>(
  row: TRow,
  options: CallOptions<TRow>,
): Promise<{ message: string; data: DataOf<TRow> }> {
  const result = await callApi(row, options)
  return { message: result.message, data: unwrap(result) }
}
