import { formatCpf, isValidCpf as libraryIsValidCpf } from '@brazilian-utils/brazilian-utils'
import { onlyDigits } from './characters.ts'

export const CPF_LENGTH = 11
export const CPF_MASK = '###.###.###-##'

/** 11 digits whose check digits add up; all-same digits (111.111.111-11) are rejected. */
export function isValidCpf(value: string): boolean {
  return libraryIsValidCpf(value)
}

/** Progressive mask while typing: '5299822' gives '529.982.2'. */
export function maskCpf(value: string): string {
  return formatCpf(onlyDigits(value).slice(0, CPF_LENGTH))
}

export function normalizeCpf(value: string): string {
  return onlyDigits(value)
}
