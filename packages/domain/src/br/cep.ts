import { formatCep } from '@brazilian-utils/brazilian-utils'
import { onlyDigits } from './characters.ts'

export const CEP_LENGTH = 8
/** '01310-930' */
export const CEP_MAX_LENGTH = 9
export const CEP_LENGTH_MESSAGE = 'CEP deve ter 8 dígitos'

export function normalizeCep(value: string): string {
  return onlyDigits(value)
}

/** Progressive #####-### mask while typing: '013109' gives '01310-9'. */
export function maskCep(value: string): string {
  return formatCep(normalizeCep(value).slice(0, CEP_LENGTH))
}

export function isValidCep(value: string): boolean {
  return normalizeCep(value).length === CEP_LENGTH
}

export type CepCheck = { ok: true; cep: string } | { ok: false; message: string }

/** What the address lookup runs before calling the public service: 8 digits or the spec's message. */
export function checkCepForLookup(value: string): CepCheck {
  const cep = normalizeCep(value)
  return cep.length === CEP_LENGTH ? { ok: true, cep } : { ok: false, message: CEP_LENGTH_MESSAGE }
}

export const CEP_MASK = '#####-###'
/** Registration's alert when the CEP is incomplete: title and text. */
export const CEP_INVALID_ALERT = {
  title: 'CEP inválido',
  description: 'Digite um CEP válido com 8 dígitos',
} as const
