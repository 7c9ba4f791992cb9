import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatUserCode,
  isUserCodeShape,
  maskUserCode,
  newUserCode,
  normalizeUserCode,
  USER_CODE_ALPHABET,
} from './user-code.ts'

const code = fc
  .array(fc.constantFrom(...USER_CODE_ALPHABET), { minLength: 8, maxLength: 8 })
  .map((chars) => chars.join(''))

describe('user codes (RFC 8628 §6.1)', () => {
  it.each([
    ['BCDF-GHJK', 'BCDFGHJK', true],
    ['bcdf-ghjk', 'BCDFGHJK', true],
    ['bcdfghjk', 'BCDFGHJK', true],
    [' BCDF GHJK ', 'BCDFGHJK', true],
    ['BCDF--GHJK', 'BCDFGHJK', true],
    ['BCDF-GHJ', 'BCDFGHJ', false],
    ['BCDF-GHJKL', 'BCDFGHJKL', false],
    ['ABCD-GHJK', 'ABCDGHJK', false],
    ['BCD1-GHJK', 'BCD1GHJK', false],
    ['', '', false],
  ])('%j is %j, a code: %s', (typed, normalized, shaped) => {
    expect(normalizeUserCode(typed)).toBe(normalized)
    expect(isUserCodeShape(typed)).toBe(shaped)
  })

  it.each([
    ['bcdfghjk', 'BCDF-GHJK'],
    ['BCDF-GHJK', 'BCDF-GHJK'],
    ['xyz', 'xyz'],
  ])('formats %j as %j', (typed, shown) => {
    expect(formatUserCode(typed)).toBe(shown)
  })

  it.each([
    ['b', 'B'],
    ['bcdf', 'BCDF'],
    ['bcdfg', 'BCDF-G'],
    ['BCDF-GHJK', 'BCDF-GHJK'],
    ['bcdf ghjk lmn', 'BCDF-GHJK'],
    ['a1e-bc', 'BC'],
  ])('masks %j as %j while typing', (typed, shown) => {
    expect(maskUserCode(typed)).toBe(shown)
  })

  it('any code, however it is typed back, is the same code', () => {
    fc.assert(
      fc.property(code, fc.boolean(), fc.boolean(), (value, lower, hyphen) => {
        let typed = hyphen ? formatUserCode(value) : value
        if (lower) typed = typed.toLowerCase()
        expect(normalizeUserCode(typed)).toBe(value)
        expect(normalizeUserCode(maskUserCode(typed))).toBe(value)
      }),
    )
  })

  it('makes codes of the alphabet from the randomness it is given', () => {
    const made = newUserCode(() => 0)
    expect(made).toBe('BBBBBBBB')
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), (picks) => {
        let at = 0
        const value = newUserCode((below) => (picks[at++] ?? 0) % below)
        expect(isUserCodeShape(value)).toBe(true)
      }),
    )
  })
})
