import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { alphanumericCnpjArbitrary, cnpjArbitrary } from '../testing/arbitraries.ts'
import { makeAlphanumericCnpj, makeCnpj } from '../testing/documents.ts'
import { CNPJ_LENGTH, CNPJ_MASK, isValidCnpj, maskCnpj, normalizeCnpj } from './cnpj.ts'

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
/** The value the official rule gives a character: its ASCII code minus 48. */
const value = (character: string) => character.charCodeAt(0) - 48

describe('CNPJ: 14 digits, or the alphanumeric form issued since July 2026', () => {
  it.each([
    ['11.222.333/0001-81', true],
    ['11222333000181', true],
    ['11.222.333/0001-80', false],
    ['11.222.333/0001-91', false],
    ['12.ABC.345/01DE-35', true],
    ['12ABC34501DE35', true],
    ['12.abc.345/01de-35', true],
    ['12.ABC.345/01DE-36', false],
    ['12.ABD.345/01DE-35', false],
    ['12.ABC.345/01DE-3A', false],
    ['1122233300018', false],
    ['112223330001811', false],
    ['', false],
  ])('isValidCnpj(%j) is %s', (input, expected) => {
    expect(isValidCnpj(input)).toBe(expected)
  })

  it.each(Array.from({ length: 10 }, (_, digit) => [String(digit).repeat(CNPJ_LENGTH)]))(
    'rejects the all-same number %s',
    (input) => {
      expect(isValidCnpj(input)).toBe(false)
    },
  )

  it.each([
    ['', ''],
    ['11', '11'],
    ['112', '11.2'],
    ['11222', '11.222'],
    ['112223', '11.222.3'],
    ['11222333', '11.222.333'],
    ['112223330', '11.222.333/0'],
    ['112223330001', '11.222.333/0001'],
    ['1122233300018', '11.222.333/0001-8'],
    ['11222333000181', '11.222.333/0001-81'],
    ['1122233300018199', '11.222.333/0001-81'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['12.ABC.345/01DE-35', '12.ABC.345/01DE-35'],
  ])('maskCnpj(%j) is %j, following ##.###.###/####-##', (input, expected) => {
    expect(maskCnpj(input)).toBe(expected)
  })

  it('the full mask has the shape ##.###.###/####-##', () => {
    expect(maskCnpj('12ABC34501DE35').replace(/[0-9A-Z]/g, '#')).toBe(CNPJ_MASK)
  })

  it('normalizes to 0-9 and A-Z, uppercased', () => {
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35')
  })

  it('property: every generated CNPJ, numeric or alphanumeric, is valid masked or not', () => {
    fc.assert(
      fc.property(fc.oneof(cnpjArbitrary, alphanumericCnpjArbitrary), (cnpj) => {
        expect(isValidCnpj(cnpj)).toBe(true)
        expect(isValidCnpj(maskCnpj(cnpj))).toBe(true)
        expect(isValidCnpj(cnpj.toLowerCase())).toBe(true)
      }),
    )
  })

  it('property: masking a masked value changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        expect(maskCnpj(maskCnpj(input))).toBe(maskCnpj(input))
      }),
    )
  })

  // Two limits of the official rule itself: a remainder of 10 folds into the check digit 0, and
  // characters whose values differ by a multiple of 11 weigh the same (A and L, 6 and A). Any
  // other one-character change is caught, which is what this property checks.
  it('property: a one-character change fails unless the rule cannot see it', () => {
    const documents = fc
      .oneof(cnpjArbitrary, alphanumericCnpjArbitrary)
      .filter((cnpj) => cnpj[12] !== '0')
    const change = fc.record({
      position: fc.integer({ min: 0, max: CNPJ_LENGTH - 1 }),
      replacement: fc.constantFrom(...ALPHABET),
    })
    fc.assert(
      fc.property(documents, change, (cnpj, { position, replacement }) => {
        const original = cnpj[position] ?? ''
        fc.pre((value(replacement) - value(original)) % 11 !== 0)
        fc.pre(position < 12 || /\d/.test(replacement))
        const changed = `${cnpj.slice(0, position)}${replacement}${cnpj.slice(position + 1)}`
        expect(isValidCnpj(changed)).toBe(false)
      }),
    )
  })

  it.each([
    ['a remainder of 10 folded into 0', '84021045371700', '64021045371700'],
    ['A and L weigh the same', '12ABC34501DE35', '12LBC34501DE35'],
  ])('the blind spot of the official rule, documented: %s', (_, document, changed) => {
    expect(isValidCnpj(document)).toBe(true)
    expect(isValidCnpj(changed)).toBe(true)
  })

  it('the factories are deterministic for a seed', () => {
    expect(makeCnpj({ seed: 3 })).toBe(makeCnpj({ seed: 3 }))
    expect(makeAlphanumericCnpj({ seed: 3 })).toBe(makeAlphanumericCnpj({ seed: 3 }))
    expect(makeAlphanumericCnpj({ seed: 3 })).toMatch(/[A-Z]/)
    expect(makeCnpj({ seed: 3, masked: true })).toBe(maskCnpj(makeCnpj({ seed: 3 })))
    expect(makeAlphanumericCnpj({ seed: 4, masked: true })).toMatch(
      /^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/,
    )
    expect(isValidCnpj(makeCnpj())).toBe(true)
  })
})
