import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cpfArbitrary } from '../testing/arbitraries.ts'
import { makeCpf } from '../testing/documents.ts'
import { CPF_LENGTH, CPF_MASK, isValidCpf, maskCpf, normalizeCpf } from './cpf.ts'

describe('CPF: 11 digits with check digits, all-same digits rejected', () => {
  it.each([
    ['529.982.247-25', true],
    ['52998224725', true],
    [' 529 982 247 25 ', true],
    ['529.982.247-24', false],
    ['529.982.247-35', false],
    ['5299822472', false],
    ['529982247250', false],
    ['', false],
    ['abc.def.ghi-jk', false],
  ])('isValidCpf(%j) is %s', (input, expected) => {
    expect(isValidCpf(input)).toBe(expected)
  })

  it.each(Array.from({ length: 10 }, (_, digit) => [String(digit).repeat(CPF_LENGTH)]))(
    'rejects the all-same number %s',
    (input) => {
      expect(isValidCpf(input)).toBe(false)
    },
  )

  it.each([
    ['', ''],
    ['5', '5'],
    ['529', '529'],
    ['5299', '529.9'],
    ['529982', '529.982'],
    ['5299822', '529.982.2'],
    ['529982247', '529.982.247'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
    ['529982247259999', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['52a9x98', '529.98'],
  ])('maskCpf(%j) is %j, following ###.###.###-##', (input, expected) => {
    expect(maskCpf(input)).toBe(expected)
  })

  it('the full mask has the shape ###.###.###-##', () => {
    expect(maskCpf('52998224725').replace(/\d/g, '#')).toBe(CPF_MASK)
  })

  it('normalizes to digits', () => {
    expect(normalizeCpf('529.982.247-25')).toBe('52998224725')
  })

  it('property: every generated CPF is valid, masked or not', () => {
    fc.assert(
      fc.property(cpfArbitrary, (cpf) => {
        expect(isValidCpf(cpf)).toBe(true)
        expect(isValidCpf(maskCpf(cpf))).toBe(true)
      }),
    )
  })

  it('property: masking a masked value changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        expect(maskCpf(maskCpf(input))).toBe(maskCpf(input))
      }),
    )
  })

  // The official mod-11 rule folds a remainder of 10 into the check digit 0, so when the first
  // check digit is 0 a few one-digit changes still add up (52376353009 and 62376353009 are both
  // valid). With a first check digit other than 0, every one-digit change is caught.
  it('property: any one-digit change fails when the first check digit is not 0', () => {
    const withNonZeroCheck = cpfArbitrary.filter((cpf) => cpf[9] !== '0')
    const change = fc.record({
      position: fc.integer({ min: 0, max: CPF_LENGTH - 1 }),
      shift: fc.integer({ min: 1, max: 9 }),
    })
    fc.assert(
      fc.property(withNonZeroCheck, change, (cpf, { position, shift }) => {
        const digit = (Number(cpf[position]) + shift) % 10
        const changed = `${cpf.slice(0, position)}${digit}${cpf.slice(position + 1)}`
        expect(isValidCpf(changed)).toBe(false)
      }),
    )
  })

  it('the blind spot of the official rule, documented', () => {
    expect(isValidCpf('52376353009')).toBe(true)
    expect(isValidCpf('62376353009')).toBe(true)
  })

  it('the factory is deterministic for a seed and masks on request', () => {
    expect(makeCpf({ seed: 7 })).toBe(makeCpf({ seed: 7 }))
    expect(makeCpf({ seed: 7, masked: true })).toBe(maskCpf(makeCpf({ seed: 7 })))
    expect(isValidCpf(makeCpf())).toBe(true)
  })
})
