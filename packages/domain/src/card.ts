import { isValidCreditCard } from '@brazilian-utils/brazilian-utils'
import { onlyDigits } from './br/characters.ts'

export const CARD_NUMBER_MIN_DIGITS = 13
export const CARD_NUMBER_MAX_DIGITS = 19
/** The number field's limit, spaces included (the spec's 19 characters). */
export const CARD_NUMBER_MAX_LENGTH = 19
export const CARD_GROUP_SIZE = 4
export const CCV_MIN_DIGITS = 3
export const CCV_MAX_DIGITS = 4
export const EXPIRY_YEAR_DIGITS = 4

export interface YearMonth {
  year: number
  /** 1 to 12. */
  month: number
}

/** The card number without the spaces people type or the field inserts. */
export function cardDigits(raw: string): string {
  return raw.replace(/\s/g, '')
}

/** Blocks of 4 digits separated by spaces, cut at the field's 19 characters. */
export function groupCardNumber(raw: string): string {
  const digits = onlyDigits(raw)
  const groups = digits.match(new RegExp(`.{1,${CARD_GROUP_SIZE}}`, 'g')) ?? []
  return groups.join(' ').slice(0, CARD_NUMBER_MAX_LENGTH).trimEnd()
}

/** The holder's name as the field shows it: upper case, as printed on the card. */
export function maskHolderName(raw: string): string {
  return raw.toUpperCase()
}

/** Digits only, at most `max`: for the month, year and CCV fields. */
export function maskDigits(raw: string, max: number): string {
  return onlyDigits(raw).slice(0, max)
}

/**
 * Luhn check digit right (the library also refuses a number of one repeated digit). The card
 * form does not use it: the spec asks only for 13-19 digits, and the sandbox's test cards must
 * pass the form so the gateway decides.
 */
export function isLuhnValid(number: string): boolean {
  return isValidCreditCard(cardDigits(number))
}

export type CardBrand =
  | 'elo'
  | 'hipercard'
  | 'amex'
  | 'diners'
  | 'discover'
  | 'jcb'
  | 'mastercard'
  | 'visa'
  | 'unknown'

export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  elo: 'Elo',
  hipercard: 'Hipercard',
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  visa: 'Visa',
  unknown: 'Cartão',
}

// Order matters: Elo and Hipercard ranges sit inside prefixes the others would claim.
const BRAND_PREFIXES: readonly [Exclude<CardBrand, 'unknown'>, RegExp][] = [
  [
    'elo',
    /^(40117[89]|431274|438935|451416|457393|45763[12]|504175|5066(99)|5067[0-7]\d|509\d{3}|627780|636297|636368|6500(3[1-3]|3[5-9]|4\d|5[01])|650(40[5-9]|4[1-3]\d|48[5-9]|49\d|5[0-2]\d|53[0-8])|650(54[1-9]|5[5-8]\d|59[0-8])|6507(0\d|1[0-8]|2[0-7])|6509(0[1-9]|1\d|20)|6516(5[2-9]|[67]\d)|6550([01]\d|2[1-9]|[34]\d|5[0-8]))/,
  ],
  ['hipercard', /^(606282|3841[046]0)/],
  ['amex', /^3[47]/],
  ['diners', /^3(0[0-5]|[689])/],
  ['discover', /^6(011|4[4-9]|5)/],
  ['jcb', /^35(2[89]|[3-8])/],
  ['mastercard', /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)/],
  ['visa', /^4/],
]

/** The brand read from the number's first digits, or 'unknown'. */
export function cardBrand(number: string): CardBrand {
  const digits = onlyDigits(number)
  return BRAND_PREFIXES.find(([, prefix]) => prefix.test(digits))?.[0] ?? 'unknown'
}

/** The only part of a card number anything may keep. */
export function lastFourDigits(number: string): string {
  return onlyDigits(number).slice(-4)
}

/** A card is good through the last day of its expiry month. */
export function isCardExpired(expiry: YearMonth, now: YearMonth): boolean {
  return expiry.year * 12 + expiry.month < now.year * 12 + now.month
}

/** The current year and month in a time zone, from a `now` the caller passes in. */
export function yearMonthAt(now: Date, timeZone = 'America/Sao_Paulo'): YearMonth {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(now)
  const read = (type: string) => Number(parts.find((part) => part.type === type)?.value)
  return { year: read('year'), month: read('month') }
}
