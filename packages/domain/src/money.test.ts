import { describe, expect, it } from 'vitest'
import {
  billingCycleLabel,
  billingCycleUnit,
  centsToReais,
  formatCents,
  formatReais,
  MONTHLY_CYCLE_DAYS,
  PLAN_FEATURES_SHOWN,
  parsePriceRange,
  planFeaturesPreview,
  reaisToCents,
  subscriptionKindLabel,
} from './money.ts'

/** Intl puts a no-break space after R$; compare with a plain one. */
const plain = (text: string) => text.replace(/\s/g, ' ')

describe('money (spec 9: prices in cents, shown in reais)', () => {
  it.each([
    [3490, 'R$ 34,90'],
    [0, 'R$ 0,00'],
    [5, 'R$ 0,05'],
    [123456, 'R$ 1.234,56'],
  ])('formatCents(%i) is %s', (cents, text) => {
    expect(plain(formatCents(cents))).toBe(text)
  })

  it.each([
    [34.9, 'R$ 34,90'],
    [59.9, 'R$ 59,90'],
    [1234.5, 'R$ 1.234,50'],
  ])('formatReais(%d) is %s', (value, text) => {
    expect(plain(formatReais(value))).toBe(text)
  })

  it('converts between reais and cents without float drift', () => {
    expect(reaisToCents(34.9)).toBe(3490)
    expect(reaisToCents(0.1 + 0.2)).toBe(30)
    expect(centsToReais(3490)).toBe(34.9)
  })

  it.each([
    ['R$ 12,50', 12.5],
    ['R$ 34,90 - R$ 44,90', 34.9],
    ['A partir de R$ 1.234,56', 1234.56],
    ['R$ 29', 29],
    ['Sob consulta', null],
    ['', null],
  ])('parsePriceRange(%j) is %s (comma decimals, first amount)', (text, value) => {
    expect(parsePriceRange(text)).toBe(value)
  })

  it.each([
    [30, 'por mês', 'mês'],
    [15, 'por 15 dias', '15 dias'],
    [31, 'por 31 dias', '31 dias'],
    [365, 'por 365 dias', '365 dias'],
  ])('billing cycle of %i days reads %s', (days, label, unit) => {
    expect(billingCycleLabel(days)).toBe(label)
    expect(billingCycleUnit(days)).toBe(unit)
  })

  it('names the monthly cycle and the features shown (spec 9)', () => {
    expect(MONTHLY_CYCLE_DAYS).toBe(30)
    expect(PLAN_FEATURES_SHOWN).toBe(3)
  })

  it.each([
    [[], [], undefined],
    [['a', 'b', 'c'], ['a', 'b', 'c'], undefined],
    [['a', 'b', 'c', 'd'], ['a', 'b', 'c'], '+1 recurso adicional'],
    [['a', 'b', 'c', 'd', 'e', 'f'], ['a', 'b', 'c'], '+3 recursos adicionais'],
  ])('planFeaturesPreview(%j) shows the first 3 and %s', (features, shown, moreLabel) => {
    expect(planFeaturesPreview(features)).toEqual(moreLabel ? { shown, moreLabel } : { shown })
  })
})

describe('subscriptionKindLabel: what a plan is, by its cycle', () => {
  it.each([
    [30, 'Assinatura mensal'],
    [90, 'Assinatura a cada 90 dias'],
    [365, 'Assinatura a cada 365 dias'],
  ])('%i days: %s', (days, label) => {
    expect(subscriptionKindLabel(days)).toBe(label)
  })
})
