import { formatCnpj, isValidCnpj as libraryIsValidCnpj } from '@brazilian-utils/brazilian-utils'
import { onlyAlphanumeric } from './characters.ts'

export const CNPJ_LENGTH = 14
export const CNPJ_MASK = '##.###.###/####-##'

/**
 * The 14-digit CNPJ and the alphanumeric one issued since July 2026 (12 characters 0-9/A-Z and
 * two numeric check digits), case-insensitive. Version 2 of the library validates both forms.
 */
export function isValidCnpj(value: string): boolean {
  return libraryIsValidCnpj(value, { version: 2 })
}

/** Progressive mask while typing, letters uppercased: '12abc345' gives '12.ABC.345'. */
export function maskCnpj(value: string): string {
  return formatCnpj(onlyAlphanumeric(value).slice(0, CNPJ_LENGTH), { version: 2 })
}

export function normalizeCnpj(value: string): string {
  return onlyAlphanumeric(value)
}
