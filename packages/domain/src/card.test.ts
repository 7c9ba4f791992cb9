import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CARD_BRAND_LABELS,
  CARD_NUMBER_MAX_DIGITS,
  CARD_NUMBER_MAX_LENGTH,
  CARD_NUMBER_MIN_DIGITS,
  CCV_MAX_DIGITS,
  CCV_MIN_DIGITS,
  cardBrand,
  cardDigits,
  EXPIRY_YEAR_DIGITS,
  groupCardNumber,
  isCardExpired,
  isLuhnValid,
  lastFourDigits,
  maskDigits,
  maskHolderName,
  yearMonthAt,
} from './card.ts'

describe('card number field (spec 5 and 9)', () => {
  it('names the limits', () => {
    expect([CARD_NUMBER_MIN_DIGITS, CARD_NUMBER_MAX_DIGITS, CARD_NUMBER_MAX_LENGTH]).toEqual([
      13, 19, 19,
    ])
    expect([CCV_MIN_DIGITS, CCV_MAX_DIGITS, EXPIRY_YEAR_DIGITS]).toEqual([3, 4, 4])
  })

  it.each([
    ['', ''],
    ['4', '4'],
    ['4444', '4444'],
    ['44444', '4444 4'],
    ['4444 4444 4444 4444', '4444 4444 4444 4444'],
    ['4444-4444x4444 4444', '4444 4444 4444 4444'],
    ['44444444444444445555', '4444 4444 4444 4444'],
  ])('groupCardNumber(%j) is %j (blocks of 4, at most 19 characters)', (raw, grouped) => {
    expect(groupCardNumber(raw)).toBe(grouped)
  })

  it('grouping a grouped number changes nothing and never passes 19 characters', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const grouped = groupCardNumber(raw)
        expect(groupCardNumber(grouped)).toBe(grouped)
        expect(grouped.length).toBeLessThanOrEqual(CARD_NUMBER_MAX_LENGTH)
      }),
    )
  })

  it('uppercases the holder and keeps digits for month, year and CCV', () => {
    expect(maskHolderName('maria da silva')).toBe('MARIA DA SILVA')
    expect(maskDigits('12a345', CCV_MAX_DIGITS)).toBe('1234')
    expect(cardDigits(' 4444 4444 ')).toBe('44444444')
    expect(lastFourDigits('4444 4444 4444 1234')).toBe('1234')
  })
})

describe('brand and Luhn', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['2221 0000 0000 0009', 'mastercard'],
    ['3782 822463 10005', 'amex'],
    ['3056 9309 0259 04', 'diners'],
    ['6011 1111 1111 1117', 'discover'],
    ['3530 1113 3330 0000', 'jcb'],
    ['6362 9700 0045 7013', 'elo'],
    ['5067 0000 0000 0000', 'elo'],
    ['6062 8250 0000 0000', 'hipercard'],
    // Elo's ranges end where they end: 506699-506778, not the 5067xx block.
    ['5066 9900 0000 0000', 'elo'],
    ['5067 7800 0000 0000', 'elo'],
    ['5067 7900 0000 0000', 'unknown'],
    ['5066 9800 0000 0000', 'unknown'],
    ['6363 6900 0000 0000', 'elo'],
    ['6363 6800 0000 0000', 'elo'],
    ['6509 2100 0000 0000', 'elo'],
    ['6509 7800 0000 0000', 'elo'],
    ['6509 7900 0000 0000', 'discover'],
    ['4011 7800 0000 0000', 'elo'],
    ['4011 7700 0000 0000', 'visa'],
    // Hipercard's 637095 family and the 3841 BINs.
    ['6370 9500 0000 0000', 'hipercard'],
    ['6375 6800 0000 0000', 'hipercard'],
    ['6375 9900 0000 0000', 'hipercard'],
    ['6376 0900 0000 0000', 'hipercard'],
    ['6376 1200 0000 0000', 'hipercard'],
    ['3841 0000 0000 0000', 'hipercard'],
    ['3841 2000 0000 0000', 'diners'],
    // Fewer than six digits typed: the international prefixes still answer.
    ['4', 'visa'],
    ['50', 'unknown'],
    ['9999 0000 0000 0000', 'unknown'],
    ['', 'unknown'],
  ])('cardBrand(%s) is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand)
    expect(CARD_BRAND_LABELS[cardBrand(number)]).toBeTruthy()
  })

  it.each([
    ['4111 1111 1111 1111', true],
    ['4111 1111 1111 1112', false],
    ['0000 0000 0000 0000', false],
  ])('isLuhnValid(%s) is %s', (number, valid) => {
    expect(isLuhnValid(number)).toBe(valid)
  })
})

describe('expiry against a given month', () => {
  const now = { year: 2026, month: 7 }

  it.each([
    [{ year: 2026, month: 7 }, false],
    [{ year: 2026, month: 6 }, true],
    [{ year: 2025, month: 12 }, true],
    [{ year: 2027, month: 1 }, false],
  ])('%j expired in July 2026: %s', (expiry, expired) => {
    expect(isCardExpired(expiry, now)).toBe(expired)
  })

  it('reads the year and month of an instant in São Paulo', () => {
    // 1 August 2026 at 01:00 UTC is still 31 July in São Paulo.
    expect(yearMonthAt(new Date('2026-08-01T01:00:00Z'))).toEqual({ year: 2026, month: 7 })
    expect(yearMonthAt(new Date('2026-08-01T01:00:00Z'), 'UTC')).toEqual({ year: 2026, month: 8 })
  })
})
