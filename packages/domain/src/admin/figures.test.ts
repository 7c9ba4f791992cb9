import { describe, expect, it } from 'vitest'
import {
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

describe('churnRate', () => {
  it.each([
    [{ active: 90, newThisMonth: 0, canceledThisMonth: 10 }, 0.1],
    [{ active: 100, newThisMonth: 20, canceledThisMonth: 0 }, 0],
    [{ active: 5, newThisMonth: 5, canceledThisMonth: 0 }, 0],
    // Everyone who started the month left, and newcomers replaced them.
    [{ active: 3, newThisMonth: 3, canceledThisMonth: 2 }, 1],
    [{ active: 0, newThisMonth: 1, canceledThisMonth: 1 }, 0],
  ])('%o gives %d', (counts, expected) => {
    expect(churnRate(counts)).toBeCloseTo(expected)
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
})
