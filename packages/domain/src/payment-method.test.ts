import { describe, expect, it } from 'vitest'
import { type PaymentMethod, paymentMethodLabel, type SavedCardView } from './payment-method.ts'

describe('how a payment was made, as the history and the receipt say it', () => {
  it.each<[PaymentMethod, SavedCardView | null, string]>([
    ['credit_card', { brand: 'visa', last4: '4444' }, 'Visa final 4444'],
    ['credit_card', { brand: 'mastercard', last4: '0009' }, 'Mastercard final 0009'],
    ['credit_card', { brand: 'elo', last4: '1234' }, 'Elo final 1234'],
    ['credit_card', { brand: 'amex', last4: '1000' }, 'American Express final 1000'],
    ['credit_card', { brand: 'outra', last4: '5678' }, 'Cartão final 5678'],
    ['credit_card', null, 'Cartão de crédito'],
    ['pix', null, 'Pix'],
    ['pix', { brand: 'visa', last4: '4444' }, 'Pix'],
  ])('%s with %j is %j', (method, card, label) => {
    expect(paymentMethodLabel(method, card)).toBe(label)
  })
})
