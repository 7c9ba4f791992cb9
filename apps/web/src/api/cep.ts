import { checkCepForLookup } from '@atendimento/domain/br/cep'
import { CEP_LOOKUP_MESSAGES } from '@atendimento/domain/messages'
import {
  brasilApiCepSchema,
  brasilApiCepToAddress,
  type CepAddress,
  cepLookupResponseSchema,
  cepToAddress,
  isCepNotFound,
} from '@atendimento/domain/schemas/cep'
import * as v from 'valibot'

/** The spec's public postal-code service (GET /{cep}/json/). */
export const CEP_SERVICE_URL = 'https://viacep.com.br/ws'
/** The one fallback, asked only when the first service fails or times out. */
export const CEP_FALLBACK_URL = 'https://brasilapi.com.br/api/cep/v2'
/** Each service gets this long, so a dead first one still leaves time for the second. */
export const CEP_TIMEOUT_MS = 5000

export type CepLookup =
  | { status: 'found'; address: CepAddress }
  | { status: 'not-found'; message: string }
  | { status: 'error'; message: string }

async function getJson(url: string): Promise<{ status: number; body: unknown } | 'network'> {
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(CEP_TIMEOUT_MS),
    })
    const body: unknown = await response.json().catch(() => null)
    return { status: response.status, body }
  } catch {
    return 'network'
  }
}

async function askPrimary(cep: string): Promise<CepLookup> {
  const answer = await getJson(`${CEP_SERVICE_URL}/${cep}/json/`)
  if (answer === 'network') return { status: 'error', message: CEP_LOOKUP_MESSAGES.network }
  const parsed = v.safeParse(cepLookupResponseSchema, answer.body)
  if (answer.status >= 400 || !parsed.success) {
    return { status: 'error', message: CEP_LOOKUP_MESSAGES.failed }
  }
  if (isCepNotFound(parsed.output)) {
    return { status: 'not-found', message: CEP_LOOKUP_MESSAGES.notFound }
  }
  return { status: 'found', address: cepToAddress(parsed.output) }
}

async function askFallback(cep: string): Promise<CepLookup> {
  const answer = await getJson(`${CEP_FALLBACK_URL}/${cep}`)
  if (answer === 'network') return { status: 'error', message: CEP_LOOKUP_MESSAGES.network }
  if (answer.status === 404) return { status: 'not-found', message: CEP_LOOKUP_MESSAGES.notFound }
  const parsed = v.safeParse(brasilApiCepSchema, answer.body)
  if (answer.status >= 400 || !parsed.success) {
    return { status: 'error', message: CEP_LOOKUP_MESSAGES.failed }
  }
  return { status: 'found', address: brasilApiCepToAddress(parsed.output) }
}

/**
 * The address of a CEP: the spec's service first; when it fails (error, bad answer, no answer)
 * the fallback is asked. A CEP the first service does not know is not a failure.
 */
export async function lookupCep(value: string): Promise<CepLookup> {
  const check = checkCepForLookup(value)
  if (!check.ok) return { status: 'error', message: check.message }
  const first = await askPrimary(check.cep)
  if (first.status !== 'error') return first
  return askFallback(check.cep)
}
