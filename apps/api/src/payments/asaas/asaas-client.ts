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
  timeoutMs: number
  fetch?: typeof fetch
}

export type AsaasRequest = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
) => Promise<unknown>

/** JSON over HTTP with the `access_token` header; timeouts and 5xx become "unavailable". */
export function createAsaasClient(options: AsaasClientOptions): AsaasRequest {
  const doFetch = options.fetch ?? fetch
  const base = options.baseUrl.replace(/\/+$/, '')
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
        signal: AbortSignal.timeout(options.timeoutMs),
      })
    } catch (error) {
      throw new GatewayUnavailableError(`Asaas ${method} ${path}: ${String(error)}`)
    }
    const payload: unknown = await response.json().catch(() => ({}))
    if (response.status >= 500 || response.status === 429) {
      throw new GatewayUnavailableError(`Asaas ${method} ${path}: HTTP ${response.status}`)
    }
    if (!response.ok) throw new AsaasRequestError(response.status, describeErrors(payload))
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
