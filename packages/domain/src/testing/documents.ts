import { maskCnpj } from '../br/cnpj.ts'
import { maskCpf } from '../br/cpf.ts'
import { isValidDocument } from '../br/document.ts'
import { createRandom, nextSeed } from './random.ts'

export interface DocumentOptions {
  seed?: number
  /** Masked as people type it (529.982.247-25) instead of the stored form. */
  masked?: boolean
}

const DIGITS = '0123456789'
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/**
 * The two check digits that make `base` valid, found by asking our own validator (so the
 * factories can never disagree with it), or null when no pair works: an all-same base such
 * as 111111111 only completes to a reserved number.
 */
export function completeDocument(base: string): string | null {
  for (let checkDigits = 0; checkDigits < 100; checkDigits++) {
    const candidate = `${base}${String(checkDigits).padStart(2, '0')}`
    if (isValidDocument(candidate)) return candidate
  }
  return null
}

function make(seed: number, length: number, alphabet: string): string {
  const random = createRandom(seed)
  for (;;) {
    const document = completeDocument(random.characters(length, alphabet))
    if (document) return document
  }
}

export function makeCpf(options: DocumentOptions = {}): string {
  const cpf = make(nextSeed(options.seed), 9, DIGITS)
  return options.masked ? maskCpf(cpf) : cpf
}

export function makeCnpj(options: DocumentOptions = {}): string {
  const cnpj = make(nextSeed(options.seed), 12, DIGITS)
  return options.masked ? maskCnpj(cnpj) : cnpj
}

/** The CNPJ issued since July 2026: 12 characters 0-9/A-Z (at least one letter), 2 check digits. */
export function makeAlphanumericCnpj(options: DocumentOptions = {}): string {
  const random = createRandom(nextSeed(options.seed))
  const base = [...random.characters(12, ALPHANUMERIC)]
  // A base made only of digits would be an ordinary numeric CNPJ.
  base[random.int(0, 7)] = random.characters(1, ALPHANUMERIC.slice(10))
  const cnpj = completeDocument(base.join('')) ?? makeAlphanumericCnpj({ seed: random.int(1, 1e9) })
  return options.masked ? maskCnpj(cnpj) : cnpj
}
