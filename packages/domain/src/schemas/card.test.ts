import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  CARD_MESSAGES,
  cardFormSchema,
  cardPaymentPayloadSchema,
  toCardPaymentPayload,
} from './card.ts'

const now = { year: 2026, month: 7 }
const card = {
  holderName: 'maria da silva',
  number: '4444 4444 4444 4444',
  expiryMonth: '12',
  expiryYear: '2030',
  ccv: '123',
}

function messages(input: unknown): string[] {
  const result = v.safeParse(cardFormSchema(now), input)
  return result.success ? [] : result.issues.map((issue) => issue.message)
}

describe('card form (spec 5)', () => {
  it('names every message verbatim', () => {
    expect(Object.values(CARD_MESSAGES)).toEqual([
      'Nome do portador é obrigatório',
      'Número do cartão é obrigatório',
      'Número do cartão inválido',
      'Mês de expiração é obrigatório',
      'Mês inválido',
      'Ano de expiração é obrigatório',
      'Ano inválido',
      'Cartão expirado',
      'CCV é obrigatório',
      'CCV inválido',
    ])
  })

  it('names every field of an empty form', () => {
    expect(messages({})).toEqual([
      CARD_MESSAGES.holderRequired,
      CARD_MESSAGES.numberRequired,
      CARD_MESSAGES.monthRequired,
      CARD_MESSAGES.yearRequired,
      CARD_MESSAGES.ccvRequired,
    ])
  })

  it('uppercases the holder and strips spaces from the number', () => {
    expect(v.parse(cardFormSchema(now), card)).toEqual({
      ...card,
      holderName: 'MARIA DA SILVA',
      number: '4444444444444444',
    })
  })

  it.each([
    ['holderName', '  ', CARD_MESSAGES.holderRequired],
    ['number', '', CARD_MESSAGES.numberRequired],
    ['expiryMonth', '', CARD_MESSAGES.monthRequired],
    ['expiryYear', '', CARD_MESSAGES.yearRequired],
    ['ccv', '', CARD_MESSAGES.ccvRequired],
  ])('requires %s', (field, value, message) => {
    expect(messages({ ...card, [field]: value })).toEqual([message])
    expect(messages({ ...card, [field]: undefined })).toEqual([message])
  })

  it.each([
    ['1234 5678 9012', false],
    ['1234 5678 9012 3', true],
    ['1234567890123456789', true],
    ['12345678901234567890', false],
    ['4444-4444-4444-4444', false],
    ['4444 4444 4444 444a', false],
  ])('number %s (13-19 digits ignoring spaces) is valid: %s', (number, valid) => {
    expect(messages({ ...card, number })).toEqual(valid ? [] : [CARD_MESSAGES.numberInvalid])
  })

  it.each([
    ['00', false],
    ['01', true],
    ['09', true],
    ['12', true],
    ['13', false],
    ['1', false],
  ])('month %s (01-12) is valid: %s', (expiryMonth, valid) => {
    expect(messages({ ...card, expiryMonth })).toEqual(valid ? [] : [CARD_MESSAGES.monthInvalid])
  })

  it.each([
    ['203', false],
    ['2030', true],
    ['20300', false],
    ['20a0', false],
  ])('year %s (4 digits) is valid: %s', (expiryYear, valid) => {
    expect(messages({ ...card, expiryYear })).toEqual(valid ? [] : [CARD_MESSAGES.yearInvalid])
  })

  it.each([
    ['2026', '06', true],
    ['2025', '12', true],
    ['2026', '07', false],
    ['2026', '08', false],
    ['2027', '01', false],
  ])(
    "expiry %s/%s against July 2026 gives 'Cartão expirado': %s",
    (expiryYear, expiryMonth, expired) => {
      const result = v.safeParse(cardFormSchema(now), { ...card, expiryYear, expiryMonth })
      expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message]) ?? []).toEqual(
        expired ? [['expiryYear', CARD_MESSAGES.expired]] : [],
      )
    },
  )

  it.each([
    ['12', false],
    ['123', true],
    ['1234', true],
    ['12345', false],
  ])('CCV %s (3-4 digits) is valid: %s', (ccv, valid) => {
    expect(messages({ ...card, ccv })).toEqual(valid ? [] : [CARD_MESSAGES.ccvInvalid])
  })
})

describe('card payment payload (POST /subscription/{planId})', () => {
  const payer = {
    name: 'Maria da Silva',
    email: 'maria@exemplo.com',
    cellphone: '(11)98765-4321',
    taxId: '529.982.247-25',
    postalCode: '01310-100',
    addressNumber: '1000',
  }

  it('sends the number without spaces and the postal code as digits', () => {
    const form = v.parse(cardFormSchema(now), card)
    const payload = v.parse(
      cardPaymentPayloadSchema,
      toCardPaymentPayload(form, payer, '203.0.113.7'),
    )
    expect(payload).toEqual({
      name: 'Maria da Silva',
      email: 'maria@exemplo.com',
      cellphone: '11987654321',
      taxId: '52998224725',
      creditCard: { ...form },
      creditCardHolderInfo: { postalCode: '01310100', addressNumber: '1000' },
      remoteIp: '203.0.113.7',
    })
    expect(payload.creditCard.number).toBe('4444444444444444')
  })

  it('refuses an address that is not an IP', () => {
    const form = v.parse(cardFormSchema(now), card)
    const result = v.safeParse(cardPaymentPayloadSchema, toCardPaymentPayload(form, payer, 'x'))
    expect(result.issues?.map((issue) => issue.message)).toEqual(['Endereço IP inválido'])
  })
})
