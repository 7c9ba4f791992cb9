/** Card brands the gateways name; anything else is 'outra'. */
export type CardBrand = 'visa' | 'mastercard' | 'elo' | 'amex' | 'hipercard' | 'diners' | 'outra'

// Elo and Hipercard ranges overlap Visa and Mastercard prefixes, so they are tried first.
const BRAND_PATTERNS: [CardBrand, RegExp][] = [
  [
    'elo',
    /^(401178|401179|431274|438935|451416|457393|457631|457632|504175|50(4|9)\d|5066|5067|6277|6362|6363|650|6516|6550)/,
  ],
  ['hipercard', /^(606282|3841)/],
  ['amex', /^3[47]/],
  ['diners', /^3(0[0-5]|[68])/],
  ['visa', /^4/],
  ['mastercard', /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/],
]

export const digitsOnly = (value: string) => value.replace(/\D/g, '')

export function cardBrand(number: string): CardBrand {
  const digits = digitsOnly(number)
  return BRAND_PATTERNS.find(([, pattern]) => pattern.test(digits))?.[0] ?? 'outra'
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
