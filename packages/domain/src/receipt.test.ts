import { describe, expect, it } from 'vitest'
import { receiptIssuer, receiptRows } from './receipt.ts'
import type { Receipt } from './schemas/payment.ts'

const normalize = (text: string) => text.replace(/\u00a0/g, ' ')

const card: Receipt = {
  paymentId: 'pay-1',
  planName: 'Essencial',
  amount: 4990,
  paidAt: '2026-11-24T15:00:00.000Z',
  method: 'credit_card',
  card: { brand: 'visa', last4: '4444' },
  periodStart: '2026-11-24T15:00:00.000Z',
  periodEnd: '2026-12-24T15:00:00.000Z',
  customer: { name: 'Ana Souza', email: 'ana@exemplo.com.br' },
  company: { name: 'Empresa Exemplo Tecnologia Ltda.', cnpj: '11.222.333/0001-81' },
}

describe('receipt', () => {
  it.each<[string, Receipt, string]>([
    ['a card', card, 'Visa final 4444'],
    ['a Pix', { ...card, method: 'pix', card: null }, 'Pix'],
  ])('paid with %s, it names the method and every fact', (_, receipt, method) => {
    const rows = Object.fromEntries(receiptRows(receipt).map(([k, v]) => [k, normalize(v)]))
    expect(rows).toEqual({
      Plano: 'Essencial',
      'Valor pago': 'R$ 49,90',
      'Pago em': '24/11/2026',
      'Forma de pagamento': method,
      'Período coberto': '24/11/2026 a 24/12/2026',
      Cliente: 'Ana Souza (ana@exemplo.com.br)',
      'Recibo nº': 'pay-1',
    })
  })

  it('shows dates in São Paulo time: 01:00 UTC is still the day before', () => {
    const late = { ...card, paidAt: '2026-11-25T01:00:00.000Z' }
    expect(receiptRows(late).find(([label]) => label === 'Pago em')?.[1]).toBe('24/11/2026')
  })

  it('names the issuer with its CNPJ', () => {
    expect(receiptIssuer(card)).toBe('Empresa Exemplo Tecnologia Ltda. - CNPJ 11.222.333/0001-81')
  })
})
