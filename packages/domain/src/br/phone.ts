import { applyPattern, onlyDigits } from './characters.ts'

export const LANDLINE_MASK = '(##)####-####'
export const MOBILE_MASK = '(##)#####-####'
export const PHONE_MIN_DIGITS = 10
export const PHONE_MAX_DIGITS = 11
/** '(11)98765-4321' */
export const PHONE_MAX_LENGTH = MOBILE_MASK.length

export function normalizePhone(value: string): string {
  return onlyDigits(value)
}

/** Landline mask up to 10 digits, mobile mask from the 11th: '1198765432' then '11987654321'. */
export function maskPhone(value: string): string {
  const digits = normalizePhone(value).slice(0, PHONE_MAX_DIGITS)
  return applyPattern(digits, digits.length > PHONE_MIN_DIGITS ? MOBILE_MASK : LANDLINE_MASK)
}

/** The spec's rule: area code plus number, 10 or 11 digits, masked or not. */
export function isValidPhone(value: string): boolean {
  if (!/^[\d()\-\s+.]*$/.test(value)) return false
  const length = normalizePhone(value).length
  return length === PHONE_MIN_DIGITS || length === PHONE_MAX_DIGITS
}

export const PHONE_INVALID_MESSAGE = 'Telefone inválido'
