import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CEP_INVALID_ALERT,
  CEP_LENGTH,
  CEP_LENGTH_MESSAGE,
  CEP_MASK,
  CEP_MAX_LENGTH,
  checkCepForLookup,
  isValidCep,
  maskCep,
  normalizeCep,
} from './cep.ts'

describe('CEP: 8 digits, shown as #####-###, field max 9', () => {
  it.each([
    ['', ''],
    ['0131', '0131'],
    ['01310', '01310'],
    ['013109', '01310-9'],
    ['01310930', '01310-930'],
    ['0131093099', '01310-930'],
    ['01310-930', '01310-930'],
    ['01.310-930', '01310-930'],
  ])('maskCep(%j) is %j', (input, expected) => {
    expect(maskCep(input)).toBe(expected)
  })

  it('the mask and the field limit of section 9', () => {
    expect(maskCep('01310930').replace(/\d/g, '#')).toBe(CEP_MASK)
    expect(CEP_LENGTH).toBe(8)
    expect(CEP_MAX_LENGTH).toBe(9)
  })

  it.each([
    ['01310-930', true],
    ['01310930', true],
    [' 01310 930 ', true],
    ['0131093', false],
    ['013109300', false],
    ['', false],
  ])('isValidCep(%j) is %s', (input, expected) => {
    expect(isValidCep(input)).toBe(expected)
  })

  it.each([
    ['01310-930', { ok: true, cep: '01310930' }],
    ['CEP 01310930', { ok: true, cep: '01310930' }],
    ['0131093', { ok: false, message: 'CEP deve ter 8 dígitos' }],
    ['013109300', { ok: false, message: 'CEP deve ter 8 dígitos' }],
    ['', { ok: false, message: 'CEP deve ter 8 dígitos' }],
  ])('the lookup strips non-digits and needs exactly 8: %j', (input, expected) => {
    expect(checkCepForLookup(input)).toEqual(expected)
  })

  it('names the messages of spec section 5', () => {
    expect(CEP_LENGTH_MESSAGE).toBe('CEP deve ter 8 dígitos')
    expect(CEP_INVALID_ALERT).toEqual({
      title: 'CEP inválido',
      description: 'Digite um CEP válido com 8 dígitos',
    })
  })

  it('normalizes to digits', () => {
    expect(normalizeCep('01310-930')).toBe('01310930')
  })

  it('property: masking a masked value changes nothing and never exceeds 9 characters', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const masked = maskCep(input)
        expect(maskCep(masked)).toBe(masked)
        expect(masked.length).toBeLessThanOrEqual(CEP_MAX_LENGTH)
      }),
    )
  })
})
