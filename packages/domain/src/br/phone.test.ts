import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  AREA_CODES,
  isValidPhone,
  LANDLINE_MASK,
  MOBILE_MASK,
  maskPhone,
  normalizePhone,
  PHONE_INVALID_MESSAGE,
  PHONE_MAX_LENGTH,
} from './phone.ts'

describe('phone: (##)####-#### or (##)#####-####, valid with 10 or 11 digits', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['113', '(11)3'],
    ['113000', '(11)3000'],
    ['1130000', '(11)3000-0'],
    ['1130000000', '(11)3000-0000'],
    ['11987654321', '(11)98765-4321'],
    ['119876543210', '(11)98765-4321'],
    ['(11) 98765-4321', '(11)98765-4321'],
    ['+55 11', '(55)11'],
    ['+55 11 98765-4321', '(11)98765-4321'],
    ['+55 (21) 3333-4444', '(21)3333-4444'],
    ['5511987654321', '(11)98765-4321'],
  ])('maskPhone(%j) is %j', (input, expected) => {
    expect(maskPhone(input)).toBe(expected)
  })

  it('uses the two masks of the spec', () => {
    expect(maskPhone('1130000000').replace(/\d/g, '#')).toBe(LANDLINE_MASK)
    expect(maskPhone('11987654321').replace(/\d/g, '#')).toBe(MOBILE_MASK)
    expect(PHONE_MAX_LENGTH).toBe(14)
  })

  it.each([
    ['(11)3000-0000', true],
    ['1130000000', true],
    ['(11)98765-4321', true],
    ['11987654321', true],
    ['(11) 98765-4321', true],
    ['113000000', false],
    ['119876543210', false],
    ['(11)98765-432a', false],
    ['', false],
    // Area codes that do not exist.
    ['(10)3000-0000', false],
    ['(20)98765-4321', false],
    ['(23)3000-0000', false],
    ['(52)3000-0000', false],
    ['(00)98765-4321', false],
    ['(99)98765-4321', true],
    ['(55)3000-0000', true],
    // Eleven digits are a mobile: the ninth digit is there.
    ['(11)88765-4321', false],
    ['(11)08765-4321', false],
    // A pasted country code.
    ['+55 11 98765-4321', true],
    ['+55 (21) 3333-4444', true],
    ['+55 20 3333-4444', false],
    ['+1 202 555 0100', false],
  ])('isValidPhone(%j) is %s', (input, expected) => {
    expect(isValidPhone(input)).toBe(expected)
  })

  it('names the message of spec section 5', () => {
    expect(PHONE_INVALID_MESSAGE).toBe('Telefone inválido')
  })

  it('normalizes to digits, without a country code', () => {
    expect(normalizePhone('(11)98765-4321')).toBe('11987654321')
    expect(normalizePhone('+55 11 98765-4321')).toBe('11987654321')
    expect(normalizePhone('5511')).toBe('5511')
  })

  it('knows the 67 area codes Anatel assigns', () => {
    expect(AREA_CODES.size).toBe(67)
  })

  it('property: masking a masked value changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        expect(maskPhone(maskPhone(input))).toBe(maskPhone(input))
      }),
    )
  })

  it('property: an area code and 8 digits, or 9 then 8 for a mobile, are valid once masked', () => {
    const phones = fc.tuple(
      fc.constantFrom(...AREA_CODES),
      fc.constantFrom('', '9'),
      fc.stringMatching(/^\d{8}$/),
    )
    fc.assert(
      fc.property(phones, (parts) => {
        const phone = parts.join('')
        expect(isValidPhone(maskPhone(phone))).toBe(true)
        expect(normalizePhone(maskPhone(phone))).toBe(phone)
      }),
    )
  })
})
