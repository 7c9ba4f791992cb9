import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
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
  ])('isValidPhone(%j) is %s', (input, expected) => {
    expect(isValidPhone(input)).toBe(expected)
  })

  it('names the message of spec section 5', () => {
    expect(PHONE_INVALID_MESSAGE).toBe('Telefone inválido')
  })

  it('normalizes to digits', () => {
    expect(normalizePhone('(11)98765-4321')).toBe('11987654321')
  })

  it('property: masking a masked value changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        expect(maskPhone(maskPhone(input))).toBe(maskPhone(input))
      }),
    )
  })

  it('property: any 10 or 11 digits are valid once masked', () => {
    const digits = fc.stringMatching(/^\d{10,11}$/)
    fc.assert(
      fc.property(digits, (phone) => {
        expect(isValidPhone(maskPhone(phone))).toBe(true)
        expect(normalizePhone(maskPhone(phone))).toBe(phone)
      }),
    )
  })
})
