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

/**
 * Issuer BIN ranges of the two Brazilian brands, as the schemes publish them (the same table
 * `credit-card-type` keeps): six-digit prefixes, inclusive. They come first because they sit
 * inside prefixes the international brands would claim (Elo's 4011 78 is a Visa-looking 4,
 * 5067 a Mastercard-looking 5). 506779 is not Elo: the range ends at 506778.
 */
const BIN_RANGES: readonly [Exclude<CardBrand, 'unknown'>, number, number][] = [
  ['elo', 401178, 401179],
  ['elo', 431274, 431274],
  ['elo', 438935, 438935],
  ['elo', 451416, 451416],
  ['elo', 457393, 457393],
  ['elo', 457631, 457632],
  ['elo', 504175, 504175],
  ['elo', 506699, 506778],
  ['elo', 509000, 509999],
  ['elo', 627780, 627780],
  ['elo', 636297, 636297],
  ['elo', 636368, 636369],
  ['elo', 650031, 650033],
  ['elo', 650035, 650051],
  ['elo', 650405, 650439],
  ['elo', 650485, 650538],
  ['elo', 650541, 650598],
  ['elo', 650700, 650718],
  ['elo', 650720, 650727],
  ['elo', 650901, 650978],
  ['elo', 651652, 651679],
  ['elo', 655000, 655019],
  ['elo', 655021, 655058],
  ['hipercard', 606282, 606282],
  ['hipercard', 637095, 637095],
  ['hipercard', 637568, 637568],
  ['hipercard', 637599, 637599],
  ['hipercard', 637609, 637609],
  ['hipercard', 637612, 637612],
  ['hipercard', 384100, 384100],
  ['hipercard', 384140, 384140],
  ['hipercard', 384160, 384160],
]

const BRAND_PREFIXES: readonly [Exclude<CardBrand, 'unknown'>, RegExp][] = [
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
  if (digits.length >= 6) {
    const bin = Number(digits.slice(0, 6))
    const range = BIN_RANGES.find(([, from, to]) => bin >= from && bin <= to)
    if (range) return range[0]
  }
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
