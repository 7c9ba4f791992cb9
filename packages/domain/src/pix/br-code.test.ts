import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { brCode, brCodeAmountCents, crc16, isValidBrCode, parseBrCode } from './br-code.ts'

// The Banco Central's own example (Manual de Padrões para Iniciação do Pix, annex).
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D'

const input = {
  pixKey: 'pix@atendimento-inteligente.example',
  merchantName: 'Atendimento Inteligente',
  merchantCity: 'São Paulo',
  amountCents: 9790,
  txid: 'sbxpix123',
}

describe('BR Code (Pix copia e cola)', () => {
  it.each([
    ['123456789', '29B1'],
    ['', 'FFFF'],
    [BCB_EXAMPLE.slice(0, -4), '1D3D'],
  ])('crc16(%j) is %s', (payload, expected) => {
    expect(crc16(payload)).toBe(expected)
  })

  it.each([
    [BCB_EXAMPLE, true],
    [`${BCB_EXAMPLE.slice(0, -4)}1D3E`, false],
    [BCB_EXAMPLE.replace('Fulano', 'Fulana'), false],
    [BCB_EXAMPLE.slice(0, -1), false],
    ['', false],
    ['não é um código', false],
  ])('isValidBrCode(%j) is %s', (code, expected) => {
    expect(isValidBrCode(code)).toBe(expected)
  })

  it('issues a code with the key, the amount, the merchant and a CRC that checks', () => {
    const code = brCode(input)
    expect(isValidBrCode(code)).toBe(true)
    const fields = parseBrCode(code)
    expect(fields?.get('26')).toBe('0014br.gov.bcb.pix0135pix@atendimento-inteligente.example')
    expect(fields?.get('53')).toBe('986')
    expect(fields?.get('54')).toBe('97.90')
    expect(fields?.get('59')).toBe('Atendimento Inteligente')
    expect(fields?.get('60')).toBe('Sao Paulo')
    expect(fields?.get('62')).toBe('0509sbxpix123')
    expect(brCodeAmountCents(code)).toBe(9790)
  })

  it('cuts what the EMV fields cannot hold', () => {
    const code = brCode({ ...input, merchantName: 'x'.repeat(40), txid: 'a-b'.repeat(20) })
    const fields = parseBrCode(code)
    expect(fields?.get('59')).toHaveLength(25)
    expect(fields?.get('62')).toBe(`0525${'ab'.repeat(13).slice(0, 25)}`)
    expect(isValidBrCode(code)).toBe(true)
  })

  it('property: every amount and txid gives a valid code that carries the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.stringMatching(/^[A-Za-z0-9]{1,25}$/),
        (amountCents, txid) => {
          const code = brCode({ ...input, amountCents, txid })
          expect(isValidBrCode(code)).toBe(true)
          expect(brCodeAmountCents(code)).toBe(amountCents)
        },
      ),
    )
  })
})
