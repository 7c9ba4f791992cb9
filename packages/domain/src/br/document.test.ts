import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { documentArbitrary } from '../testing/arbitraries.ts'
import {
  DOCUMENT_INVALID_MESSAGE,
  DOCUMENT_MAX_LENGTH,
  documentKind,
  isValidDocument,
  maskDocument,
  normalizeDocument,
} from './document.ts'

describe('document: a CPF or a CNPJ (numeric or alphanumeric)', () => {
  it.each([
    ['529.982.247-25', true],
    ['52998224725', true],
    ['11.222.333/0001-81', true],
    ['12.ABC.345/01DE-35', true],
    ['12abc34501de35', true],
    ['529.982.247-24', false],
    ['11.222.333/0001-80', false],
    ['111.111.111-11', false],
    ['529#982#247#25', false],
    ['5299822472', false],
    ['529982247251', false],
    ['', false],
  ])('isValidDocument(%j) is %s', (input, expected) => {
    expect(isValidDocument(input)).toBe(expected)
  })

  it('names the message of spec section 5', () => {
    expect(DOCUMENT_INVALID_MESSAGE).toBe('CPF ou CNPJ inválido')
  })

  it.each([
    ['', 'cpf'],
    ['529982247', 'cpf'],
    ['52998224725', 'cpf'],
    ['529.982.247-25', 'cpf'],
    ['529982247251', 'cnpj'],
    ['12A', 'cnpj'],
    ['11222333000181', 'cnpj'],
  ])('documentKind(%j) is %s: the CNPJ mask starts above 11 characters', (input, expected) => {
    expect(documentKind(input)).toBe(expected)
  })

  it.each([
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
    ['529982247251', '52.998.224/7251'],
    ['5299822472512', '52.998.224/7251-2'],
    ['11222333000181', '11.222.333/0001-81'],
    ['529.982.247-251', '52.998.224/7251'],
    ['12abc', '12.ABC'],
    ['12.abc.345/01de-35', '12.ABC.345/01DE-35'],
  ])('maskDocument(%j) is %j', (input, expected) => {
    expect(maskDocument(input)).toBe(expected)
  })

  it('the longest masked document fits the field', () => {
    expect(maskDocument('12ABC34501DE35999')).toHaveLength(DOCUMENT_MAX_LENGTH)
  })

  it('normalizes to the stored form', () => {
    expect(normalizeDocument(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35')
    expect(normalizeDocument('529.982.247-25')).toBe('52998224725')
  })

  it('property: masking a masked value changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        expect(maskDocument(maskDocument(input))).toBe(maskDocument(input))
      }),
    )
  })

  it('property: every generated document is valid masked, unmasked and normalized', () => {
    fc.assert(
      fc.property(documentArbitrary, (document) => {
        expect(isValidDocument(document)).toBe(true)
        expect(isValidDocument(maskDocument(document))).toBe(true)
        expect(normalizeDocument(maskDocument(document))).toBe(document)
      }),
    )
  })
})
