import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { planIdSchema } from '../schemas/plan.ts'
import {
  CHURN_FORMULA,
  churnRate,
  classifySearch,
  monthlyCents,
  monthStart,
  pageCount,
  planSlug,
  revenueByDay,
  revenueWindowStart,
  saoPauloDay,
} from './figures.ts'

describe('monthlyCents', () => {
  it.each([
    [4990, 30, 4990],
    [9990, 30, 9990],
    [29900, 365, 2458],
    [1000, 7, 4286],
    [1000, 0, 30000],
  ])('%i cents every %i days is %i a month', (price, cycle, expected) => {
    expect(monthlyCents(price, cycle)).toBe(expected)
  })
})

describe('monthStart and saoPauloDay', () => {
  it.each([
    ['2026-11-24T12:00:00.000Z', '2026-11-01T03:00:00.000Z', '2026-11-24'],
    // 01:00 UTC on the 1st is still the last day of the month before in São Paulo.
    ['2026-12-01T01:00:00.000Z', '2026-11-01T03:00:00.000Z', '2026-11-30'],
    ['2026-12-01T03:00:00.000Z', '2026-12-01T03:00:00.000Z', '2026-12-01'],
    ['2027-01-01T02:59:59.999Z', '2026-12-01T03:00:00.000Z', '2026-12-31'],
  ])('at %s the month starts %s, the day is %s', (now, start, day) => {
    expect(monthStart(new Date(now)).toISOString()).toBe(start)
    expect(saoPauloDay(new Date(now))).toBe(day)
  })
})

describe('churnRate: cancelled this month over every subscriber the month had (issue 29)', () => {
  it.each([
    [{ active: 90, canceledThisMonth: 10 }, 0.1],
    [{ active: 100, canceledThisMonth: 0 }, 0],
    [{ active: 0, canceledThisMonth: 0 }, 0],
    // Joined and left this month: beside 'Cancelados este mês 1' the churn was 0 %.
    [{ active: 0, canceledThisMonth: 1 }, 1],
    [{ active: 1, canceledThisMonth: 1 }, 0.5],
    [{ active: 3, canceledThisMonth: 2 }, 0.4],
    [{ active: 999, canceledThisMonth: 1 }, 0.001],
  ])('%o gives %d', (counts, expected) => {
    expect(churnRate(counts)).toBeCloseTo(expected)
  })

  it('agrees with the counts beside it: above 0 exactly when someone cancelled, never above 1', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (active, canceledThisMonth) => {
        const rate = churnRate({ active, canceledThisMonth })
        expect(rate > 0).toBe(canceledThisMonth > 0)
        expect(rate).toBeLessThanOrEqual(1)
        if (canceledThisMonth > 0) {
          expect(rate).toBeCloseTo(canceledThisMonth / (active + canceledThisMonth))
        }
      }),
    )
  })

  it('says its formula in pt-BR', () => {
    expect(CHURN_FORMULA).toBe('Cancelados no mês ÷ (assinantes ativos + cancelados no mês)')
  })
})

describe('revenueByDay', () => {
  const now = new Date('2026-11-24T12:00:00.000Z')
  it('has one entry per day, oldest first, zero where nothing was paid', () => {
    const days = revenueByDay([{ day: '2026-11-24', amount: 4990 }], now)
    expect(days).toHaveLength(30)
    expect(days[0]).toEqual({ day: '2026-10-26', amount: 0 })
    expect(days.at(-1)).toEqual({ day: '2026-11-24', amount: 4990 })
    expect(days.reduce((sum, { amount }) => sum + amount, 0)).toBe(4990)
  })
  it('ignores days outside the window', () => {
    const days = revenueByDay([{ day: '2026-10-25', amount: 100 }], now)
    expect(days.every(({ amount }) => amount === 0)).toBe(true)
  })
  it('starts the window at midnight in São Paulo of its first day', () => {
    expect(revenueWindowStart(now).toISOString()).toBe('2026-10-26T03:00:00.000Z')
  })
})

describe('classifySearch', () => {
  it.each([
    ['', { kind: 'all' }],
    ['   ', { kind: 'all' }],
    ['529.982.247-25', { kind: 'document', value: '52998224725' }],
    ['52998224725', { kind: 'document', value: '52998224725' }],
    ['529.982', { kind: 'document', value: '529982' }],
    ['11.222.333/0001-81', { kind: 'document', value: '11222333000181' }],
    ['12.ABC.345/01DE-35', { kind: 'document', value: '12ABC34501DE35' }],
    ['Maria@Exemplo.com', { kind: 'email', value: 'maria@exemplo.com' }],
    ['  Maria Silva ', { kind: 'name', value: 'maria silva' }],
    ['abc123', { kind: 'name', value: 'abc123' }],
  ])('%j looks for %o', (text, expected) => {
    expect(classifySearch(text)).toEqual(expected)
  })
})

describe('pageCount', () => {
  it.each([
    [0, 1],
    [1, 1],
    [20, 1],
    [21, 2],
    [100_000, 5000],
  ])('%i customers make %i pages of 20', (total, pages) => {
    expect(pageCount(total)).toBe(pages)
  })
})

describe('planSlug', () => {
  it.each([
    ['Plano Família+', 'plano-familia'],
    ['Empresarial', 'plano-empresarial'],
    ['  Ação & Reação 2 ', 'plano-acao-reacao-2'],
    ['!!!', 'plano'],
  ])('%j becomes %s', (name, slug) => {
    expect(planSlug(name)).toBe(slug)
  })

  it('makes an id the plan schema takes, however long or odd the name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (name) => {
        expect(v.is(planIdSchema, planSlug(name))).toBe(true)
      }),
    )
    expect(planSlug(`${'a'.repeat(54)} b`)).toBe(`plano-${'a'.repeat(54)}`)
  })
})
