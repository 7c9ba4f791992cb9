import { applyPattern, onlyDigits } from './characters.ts'

export const LANDLINE_MASK = '(##)####-####'
export const MOBILE_MASK = '(##)#####-####'
export const PHONE_MIN_DIGITS = 10
export const PHONE_MAX_DIGITS = 11
/** '(11)98765-4321' */
export const PHONE_MAX_LENGTH = MOBILE_MASK.length
const COUNTRY_CODE = '55'

/**
 * The area codes (DDD) Anatel assigns; any other pair of digits cannot start a Brazilian
 * number, so '(20)3000-0000' is refused even though it has 10 digits.
 */
export const AREA_CODES: ReadonlySet<string> = new Set(
  [
    '11-19',
    '21',
    '22',
    '24',
    '27',
    '28',
    '31-35',
    '37',
    '38',
    '41-49',
    '51',
    '53-55',
    '61-69',
    '71',
    '73-75',
    '77',
    '79',
    '81-89',
    '91-99',
  ].flatMap((span) => {
    const [from, to = from] = span.split('-').map(Number) as [number, number?]
    return Array.from({ length: to - from + 1 }, (_, index) => String(from + index))
  }),
)

/**
 * Digits only, without a pasted country code: '+55 11 98765-4321' gives '11987654321'. A local
 * number has at most 11 digits, so 12 or 13 digits starting with 55 can only carry the prefix.
 */
export function normalizePhone(value: string): string {
  const digits = onlyDigits(value)
  return digits.length > PHONE_MAX_DIGITS && digits.startsWith(COUNTRY_CODE)
    ? digits.slice(COUNTRY_CODE.length)
    : digits
}

/** Landline mask up to 10 digits, mobile mask from the 11th: '1198765432' then '11987654321'. */
export function maskPhone(value: string): string {
  const digits = normalizePhone(value).slice(0, PHONE_MAX_DIGITS)
  return applyPattern(digits, digits.length > PHONE_MIN_DIGITS ? MOBILE_MASK : LANDLINE_MASK)
}

/**
 * The spec's rule (area code plus number, 10 or 11 digits, masked or not) made real: the area
 * code must exist, and an 11-digit number is a mobile, which starts with 9 since 2016.
 */
export function isValidPhone(value: string): boolean {
  if (!/^[\d()\-\s+.]*$/.test(value)) return false
  const digits = normalizePhone(value)
  if (digits.length !== PHONE_MIN_DIGITS && digits.length !== PHONE_MAX_DIGITS) return false
  if (!AREA_CODES.has(digits.slice(0, 2))) return false
  return digits.length === PHONE_MIN_DIGITS || digits[2] === '9'
}

export const PHONE_INVALID_MESSAGE = 'Telefone inválido'
