import { cardBrand as brandFromBins, isCardExpired, yearMonthAt } from '@atendimento/domain/card'
import type { CardDetails } from './gateway.ts'

/** Card brands the gateways name; anything else is 'outra'. */
export type CardBrand = 'visa' | 'mastercard' | 'elo' | 'amex' | 'hipercard' | 'diners' | 'outra'

const NAMED: ReadonlySet<string> = new Set([
  'visa',
  'mastercard',
  'elo',
  'amex',
  'hipercard',
  'diners',
])

export const digitsOnly = (value: string) => value.replace(/\D/g, '')

/** The brand from the domain's BIN table (one table for the form and the API). */
export function cardBrand(number: string): CardBrand {
  const brand = brandFromBins(number)
  return NAMED.has(brand) ? (brand as CardBrand) : 'outra'
}

export function lastFour(number: string): string {
  return digitsOnly(number).slice(-4)
}

export function passesLuhn(number: string): boolean {
  const digits = digitsOnly(number)
  if (digits.length < 12) return false
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/**
 * What is wrong with a card on its face, before any provider sees it: an expiry month gone by (as
 * the form counts it, in São Paulo), or a number that fails the Luhn check, which every issued card
 * passes. `testNumbers` (a sandbox's documented test cards, 4444 4444 4444 4444 among them) are let
 * through. The kinds are keys of SANDBOX_REFUSAL_REASONS, whose words every gateway answers with.
 */
export function cardFaceProblem(
  card: Pick<CardDetails, 'number' | 'expiryMonth' | 'expiryYear'>,
  now: Date,
  testNumbers: readonly string[] = [],
): 'expired' | 'invalid' | undefined {
  const expiry = { year: Number(card.expiryYear), month: Number(card.expiryMonth) }
  if (isCardExpired(expiry, yearMonthAt(now))) return 'expired'
  const digits = digitsOnly(card.number)
  if (!testNumbers.includes(digits) && !passesLuhn(digits)) return 'invalid'
  return undefined
}
