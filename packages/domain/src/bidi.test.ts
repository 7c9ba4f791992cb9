import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BIDI_CONTROLS, stripBidiControls } from './bidi.ts'

const CONTROLS = [
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
]

describe('stripBidiControls', () => {
  it.each([
    ['Maria\u202Eavlis ad', 'Mariaavlis ad'],
    ['\u2067Rua\u2069 das Flores', 'Rua das Flores'],
    ['\u200EJoão\u200F', 'João'],
    ['Plano \u202Dpro\u202C', 'Plano pro'],
    // What is not a direction control stays: accents, the zero-width joiner, Arabic letters.
    ['Conceição', 'Conceição'],
    ['a\u200Db', 'a\u200Db'],
    ['سلام', 'سلام'],
    ['', ''],
  ])('%j reads %j', (input, expected) => {
    expect(stripBidiControls(input)).toBe(expected)
  })

  it.each(CONTROLS)('drops U+%s', (control) => {
    expect(stripBidiControls(`a${control}b`)).toBe('ab')
  })

  it('leaves no control, keeps every other character in order, and is idempotent', () => {
    const text = fc.array(fc.oneof(fc.constantFrom(...CONTROLS), fc.string()), { maxLength: 20 })
    fc.assert(
      fc.property(text, (parts) => {
        const input = parts.join('')
        const output = stripBidiControls(input)
        expect(new RegExp(BIDI_CONTROLS.source).test(output)).toBe(false)
        expect(output).toBe(
          [...input].filter((character) => !CONTROLS.includes(character)).join(''),
        )
        expect(stripBidiControls(output)).toBe(output)
      }),
    )
  })
})
