import { API_TIMEOUT_MS } from '@atendimento/domain/constants'
import { IDEMPOTENCY_KEY_HEADER } from '@atendimento/domain/contract/idempotency'
import { OFFLINE_MESSAGES, REQUEST_MESSAGES } from '@atendimento/domain/messages'
import { API_BASE_URL } from './api-base-url.ts'

/** What every API call yields (spec section 7): success with message and data, or an error. */
export type ApiResult<T> =
  | { success: true; message: string; data: T }
  | { success: false; message: string; error: { message: string; status?: number } }

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  /** Sent as a bearer authorization where the spec says so. */
  token?: string | null
  timeoutMs?: number
  /** Lets a caller give up early (a screen that unmounts). */
  signal?: AbortSignal
  /** One action's key (Idempotency-Key): its retries read the first answer. */
  idempotencyKey?: string
}

export const REQUEST_TIMEOUT_MS = API_TIMEOUT_MS

/** A failed call as an exception, for query functions (TanStack Query wants a throw). */
export class ApiError extends Error {
  readonly status: number | undefined
  constructor(message: string, status?: number) {
    super(message)
    this.name = 'ApiError'
    this.status = status
  }
}

/**
 * The text to show for a failed call: the API's (or the request wrapper's) pt-BR message, or
 * `unexpected` for anything else (a bug; the query client logs it, see router.tsx).
 */
export function failureText(error: unknown, unexpected: string): string {
  return error instanceof ApiError ? error.message : unexpected
}

/** The data of a successful call, or an ApiError carrying the pt-BR message and status. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (!result.success) throw new ApiError(result.error.message, result.error.status)
  return result.data
}

export function failure<T>(message: string, status?: number): ApiResult<T> {
  return { success: false, message, error: { message, ...(status !== undefined && { status }) } }
}

/** 'Erro na requisição: 502': the spec's text for a failure the server did not explain. */
export const failedWithStatus = (status: number) => `${REQUEST_MESSAGES.failed}: ${status}`

async function readJson(response: Response): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await response.json()
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError'
}

/** What `request` yields, with the HTTP status of the answer (0 when none came). */
export interface Sent<T> {
  result: ApiResult<T>
  status: number
}

/** Calls the API with a 10 s limit and turns every outcome into the spec's pt-BR messages. */
export async function request<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  return (await send<T>(path, options)).result
}

/**
 * A failure's text as a pt-BR reader may see it. What a proxy or framework answers in English
 * ('Internal Server Error') is never shown: the spec's 'Erro na requisição: 500' says it instead.
 * Only failures come from those, so the check loads with the first one, not with the landing.
 */
async function readableFailure(message: string): Promise<string | undefined> {
  const check = await import('@atendimento/domain/server-text').catch(() => undefined)
  return check?.looksPtBr(message) ? message : undefined
}

/** `request`, keeping the status (the contract check of callApi reports it). */
export async function send<T>(path: string, options: RequestOptions = {}): Promise<Sent<T>> {
  const { method = 'GET', body, token, timeoutMs = REQUEST_TIMEOUT_MS, signal } = options
  const { idempotencyKey } = options
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  if (token) headers.Authorization = `Bearer ${token}`
  if (idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey
  const timeout = AbortSignal.timeout(timeoutMs)

  let response: Response
  try {
    response = await fetch(`${API_BASE_URL}${path}`, {
      method,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    })
  } catch (error) {
    if (isTimeout(error) || timeout.aborted) {
      return { result: failure(REQUEST_MESSAGES.timeout), status: 0 }
    }
    // The browser's own text ('Failed to fetch') is English: the visitor reads the spec's, or
    // plainly that there is no internet when the device knows it is offline.
    const message = navigator.onLine ? REQUEST_MESSAGES.network : OFFLINE_MESSAGES.request
    return { result: failure(message), status: 0 }
  }

  const json = await readJson(response)
  const serverMessage = typeof json?.message === 'string' ? json.message : undefined
  const { status } = response
  if (!response.ok) {
    const shown = serverMessage && (await readableFailure(serverMessage))
    return { result: failure(shown || failedWithStatus(status), status), status }
  }
  // The spec reads `data`, falling back to the whole body when there is none.
  const data = (json && 'data' in json ? json.data : json) as T
  return {
    result: { success: true, message: serverMessage ?? REQUEST_MESSAGES.success, data },
    status,
  }
}
