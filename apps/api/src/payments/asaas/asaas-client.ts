import { GatewayUnavailableError } from '../gateway.ts'

/** Asaas answered 4xx: the request was understood and refused (a card declined, a bad field). */
export class AsaasRequestError extends Error {
  override name = 'AsaasRequestError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export interface AsaasClientOptions {
  apiKey: string
  /** e.g. https://api.asaas.com/v3 or https://api-sandbox.asaas.com/v3 */
  baseUrl: string
  /** How long a read (GET) may take. */
  timeoutMs: number
  /**
   * How long a write (a creation above all: a card charge is authorised while Asaas holds the
   * call) may take before we stop waiting; Asaas advises 60 s at least. Defaults to `timeoutMs`.
   */
  createTimeoutMs?: number
  fetch?: typeof fetch
}

export type AsaasRequest = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
) => Promise<unknown>

/**
 * JSON over HTTP with the `access_token` header. Timeouts, 5xx, 429 and a success whose body
 * cannot be read are "unavailable": the outcome is unknown, so the caller looks the work up by
 * its reference before doing it again.
 */
export function createAsaasClient(options: AsaasClientOptions): AsaasRequest {
  const doFetch = options.fetch ?? fetch
  const base = options.baseUrl.replace(/\/+$/, '')
  const writeTimeout = options.createTimeoutMs ?? options.timeoutMs
  return async (method, path, body) => {
    let response: Response
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          access_token: options.apiKey,
          'content-type': 'application/json',
          'user-agent': 'atendimento-inteligente-api',
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(method === 'GET' ? options.timeoutMs : writeTimeout),
      })
    } catch (error) {
      throw new GatewayUnavailableError(`Asaas ${method} ${path}: ${String(error)}`)
    }
    const payload: unknown = await response.json().catch(() => undefined)
    if (response.status >= 500 || response.status === 429) {
      throw new GatewayUnavailableError(`Asaas ${method} ${path}: HTTP ${response.status}`)
    }
    if (!response.ok) throw new AsaasRequestError(response.status, describeErrors(payload ?? {}))
    // A 2xx whose body is not the JSON object Asaas answers with (a proxy's page, a cut
    // answer) tells nothing of what was done.
    if (typeof payload !== 'object' || payload === null) {
      throw new GatewayUnavailableError(`Asaas ${method} ${path}: resposta ilegível`)
    }
    return payload
  }
}

function describeErrors(payload: unknown): string {
  const errors = (payload as { errors?: { description?: string }[] }).errors
  return (
    errors
      ?.map((error) => error.description)
      .filter(Boolean)
      .join(' ') || 'Requisição recusada'
  )
}
