import * as v from 'valibot'
import { normalizeCep } from '../br/cep.ts'
import { isStateCode, type StateCode } from '../br/states.ts'
import { TYPE_MESSAGES, textSchema } from './fields.ts'

const optionalText = v.optional(textSchema, '')

/** The public CEP service's "not found" answer: `erro` is true, or "true" in older versions. */
export const cepNotFoundSchema = v.object(
  { erro: v.union([v.literal(true), v.literal('true')], TYPE_MESSAGES.boolean) },
  TYPE_MESSAGES.object,
)

/** The public CEP service's answer for a known CEP (GET /{cep}/json/). */
export const cepFoundSchema = v.object(
  {
    cep: textSchema,
    uf: textSchema,
    localidade: textSchema,
    bairro: optionalText,
    logradouro: optionalText,
    complemento: optionalText,
  },
  TYPE_MESSAGES.object,
)
export type CepFound = v.InferOutput<typeof cepFoundSchema>

export const cepLookupResponseSchema = v.union(
  [cepNotFoundSchema, cepFoundSchema],
  TYPE_MESSAGES.object,
)
export type CepLookupResponse = v.InferOutput<typeof cepLookupResponseSchema>

/** The fallback service's answer (BrasilAPI CEP v2), used when the first one fails. */
export const brasilApiCepSchema = v.object(
  {
    cep: textSchema,
    state: textSchema,
    city: textSchema,
    neighborhood: v.optional(v.nullable(textSchema), ''),
    street: v.optional(v.nullable(textSchema), ''),
  },
  TYPE_MESSAGES.object,
)
export type BrasilApiCep = v.InferOutput<typeof brasilApiCepSchema>

/** The address fields a CEP lookup fills in. */
export interface CepAddress {
  zipCode: string
  state: StateCode | ''
  city: string
  neighborhood: string
  address: string
  complement: string
}

export function isCepNotFound(
  response: CepLookupResponse,
): response is v.InferOutput<typeof cepNotFoundSchema> {
  return 'erro' in response
}

function stateOrBlank(uf: string): StateCode | '' {
  const code = uf.trim().toUpperCase()
  return isStateCode(code) ? code : ''
}

export function cepToAddress(found: CepFound): CepAddress {
  return {
    zipCode: normalizeCep(found.cep),
    state: stateOrBlank(found.uf),
    city: found.localidade,
    neighborhood: found.bairro,
    address: found.logradouro,
    complement: found.complemento,
  }
}

export function brasilApiCepToAddress(found: BrasilApiCep): CepAddress {
  return {
    zipCode: normalizeCep(found.cep),
    state: stateOrBlank(found.state),
    city: found.city,
    neighborhood: found.neighborhood ?? '',
    address: found.street ?? '',
    complement: '',
  }
}
