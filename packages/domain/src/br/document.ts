import { onlyAlphanumeric } from './characters.ts'
import { CNPJ_LENGTH, isValidCnpj, maskCnpj } from './cnpj.ts'
import { CPF_LENGTH, isValidCpf, maskCpf } from './cpf.ts'

/** Longest masked document: a CNPJ, 14 characters plus 4 separators. */
export const DOCUMENT_MAX_LENGTH = 18

export type DocumentKind = 'cpf' | 'cnpj'

// Separators people type or paste; anything else (a '#', an emoji) makes the value suspect.
const ALLOWED_CHARACTERS = /^[0-9A-Za-z.\-/\s]*$/

/** Digits for a CPF or numeric CNPJ, uppercase letters too for the alphanumeric CNPJ. */
export function normalizeDocument(value: string): string {
  return onlyAlphanumeric(value)
}

/** Up to 11 characters that are all digits read as a CPF; anything longer, or with a letter, as a CNPJ. */
export function documentKind(value: string): DocumentKind {
  const characters = normalizeDocument(value)
  return characters.length <= CPF_LENGTH && /^\d*$/.test(characters) ? 'cpf' : 'cnpj'
}

export function maskDocument(value: string): string {
  return documentKind(value) === 'cpf' ? maskCpf(value) : maskCnpj(value)
}

/** A valid CPF or CNPJ (numeric or alphanumeric), masked or not. */
export function isValidDocument(value: string): boolean {
  if (!ALLOWED_CHARACTERS.test(value)) return false
  const characters = normalizeDocument(value)
  if (characters.length === CPF_LENGTH) return isValidCpf(characters)
  if (characters.length === CNPJ_LENGTH) return isValidCnpj(characters)
  return false
}

export const DOCUMENT_INVALID_MESSAGE = 'CPF ou CNPJ inválido'
