import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DAY_MS } from './constants.ts'
import {
  cancelDropsScheduledNotice,
  type PlanTerms,
  planChangeSummary,
  quoteAnswer,
  quoteFromAnswer,
  quotePlanChange,
  reactivationPlanNotice,
  scheduledChangeNotice,
} from './plan-change.ts'

const now = new Date('2026-11-24T12:00:00.000Z')
const inDays = (days: number) => new Date(now.getTime() + days * DAY_MS)
const essencial: PlanTerms = { priceCents: 4990, cycleDays: 30 }
const profissional: PlanTerms = { priceCents: 9990, cycleDays: 30 }
const trimestral: PlanTerms = { priceCents: 26990, cycleDays: 90 }

describe('quotePlanChange: the pro-rata rule', () => {
  it.each([
    // current, target, days left, kind, charge now
    ['Essencial -> Profissional, whole cycle left', essencial, profissional, 30, 'upgrade', 5000],
    ['Essencial -> Profissional, half left', essencial, profissional, 15, 'upgrade', 2500],
    ['Essencial -> Profissional, one day left', essencial, profissional, 1, 'upgrade', 167],
    ['Essencial -> Profissional, period over', essencial, profissional, -3, 'upgrade', 0],
    // 269.90/90 = 2.9989/day vs 49.90/30 = 1.6633/day: 1.3356 * 10 days
    ['Essencial -> Trimestral, 10 days left', essencial, trimestral, 10, 'upgrade', 1336],
    // 99.90/30 = 3.33/day is more than 2.9989/day: the 90-day plan is cheaper per day
    ['Profissional -> Trimestral', profissional, trimestral, 20, 'downgrade', 0],
    ['Profissional -> Essencial', profissional, essencial, 20, 'downgrade', 0],
    ['Trimestral -> Profissional, 45 days left', trimestral, profissional, 45, 'upgrade', 1490],
    ['same price per day', essencial, { priceCents: 14970, cycleDays: 90 }, 10, 'downgrade', 0],
  ] as const)('%s', (_, current, target, daysLeft, kind, charge) => {
    const quote = quotePlanChange({ current, target, now, periodEnd: inDays(daysLeft) })
    expect(quote.kind).toBe(kind)
    expect(quote.chargeCents).toBe(charge)
    expect(quote.effectiveAt).toEqual(kind === 'upgrade' ? now : inDays(daysLeft))
  })

  it('never counts more days than the current cycle (a billing date too far ahead)', () => {
    const quote = quotePlanChange({
      current: essencial,
      target: profissional,
      now,
      periodEnd: inDays(400),
    })
    expect(quote.chargeCents).toBe(5000)
  })

  const terms = fc.record({
    priceCents: fc.integer({ min: 0, max: 10_000_000 }),
    cycleDays: fc.integer({ min: 1, max: 365 }),
  })

  it('an upgrade charges between nothing and the new plan for the days left', () => {
    fc.assert(
      fc.property(terms, terms, fc.double({ min: -5, max: 400, noNaN: true }), (c, t, days) => {
        const quote = quotePlanChange({ current: c, target: t, now, periodEnd: inDays(days) })
        const left = Math.min(Math.max(0, days), c.cycleDays)
        expect(Number.isInteger(quote.chargeCents)).toBe(true)
        expect(quote.chargeCents).toBeGreaterThanOrEqual(0)
        expect(quote.chargeCents).toBeLessThanOrEqual(
          Math.round((t.priceCents / t.cycleDays) * left),
        )
      }),
    )
  })

  it('swapping the two plans gives one upgrade and one downgrade, unless equal per day', () => {
    fc.assert(
      fc.property(terms, terms, (a, b) => {
        const there = quotePlanChange({ current: a, target: b, now, periodEnd: inDays(10) })
        const back = quotePlanChange({ current: b, target: a, now, periodEnd: inDays(10) })
        const samePerDay = a.priceCents * b.cycleDays === b.priceCents * a.cycleDays
        const kinds = [there.kind, back.kind].sort()
        expect(kinds).toEqual(samePerDay ? ['downgrade', 'downgrade'] : ['downgrade', 'upgrade'])
      }),
    )
  })

  it('more days left never costs less', () => {
    fc.assert(
      fc.property(terms, terms, fc.nat(365), fc.nat(365), (c, t, x, y) => {
        const [fewer, more] = x <= y ? [x, y] : [y, x]
        const quote = (days: number) =>
          quotePlanChange({ current: c, target: t, now, periodEnd: inDays(days) }).chargeCents
        expect(quote(more)).toBeGreaterThanOrEqual(quote(fewer))
      }),
    )
  })
})

describe('a quote as the API sends it', () => {
  it('comes back as the same quote in the browser', () => {
    const terms = fc.record({
      priceCents: fc.integer({ min: 0, max: 10_000_000 }),
      cycleDays: fc.integer({ min: 1, max: 365 }),
    })
    fc.assert(
      fc.property(terms, terms, fc.integer({ min: -5, max: 400 }), (current, target, days) => {
        const quote = quotePlanChange({ current, target, now, periodEnd: inDays(days) })
        expect(quoteFromAnswer(quoteAnswer(quote))).toEqual(quote)
      }),
    )
  })

  it('names the amount in cents and the dates in ISO form', () => {
    const quote = quotePlanChange({
      current: essencial,
      target: profissional,
      now,
      periodEnd: inDays(15),
    })
    expect(quoteAnswer(quote)).toEqual({
      kind: 'upgrade',
      amount: 2500,
      effectiveAt: '2026-11-24T12:00:00.000Z',
      periodEnd: '2026-12-09T12:00:00.000Z',
    })
  })
})

describe('what the confirmation says', () => {
  const names = { from: 'Essencial', to: 'Profissional', toPrice: 9990, toCycleDays: 30 }
  const normal = (text: string) => text.replace(/\s/g, ' ')

  it('an upgrade shows the amount charged now and when the new price starts', () => {
    const quote = quotePlanChange({
      current: essencial,
      target: profissional,
      now,
      periodEnd: new Date('2026-12-09T12:00:00.000Z'),
    })
    expect(normal(planChangeSummary(quote, names))).toBe(
      'Você paga agora R$ 25,00: a diferença proporcional até 09/12/2026. O plano Profissional vale a partir de agora e, em 09/12/2026, passa a ser cobrado R$ 99,90 por mês.',
    )
  })

  it('a downgrade says nothing is charged and from when the new plan is billed', () => {
    const quote = quotePlanChange({
      current: profissional,
      target: essencial,
      now,
      periodEnd: new Date('2026-12-09T15:00:00.000Z'),
    })
    const text = planChangeSummary(quote, {
      from: 'Profissional',
      to: 'Essencial',
      toPrice: 4990,
      toCycleDays: 30,
    })
    expect(normal(text)).toBe(
      'Nada é cobrado agora. Você continua no plano Profissional até 09/12/2026; a partir daí, o plano Essencial é cobrado R$ 49,90 por mês.',
    )
    expect(scheduledChangeNotice('Essencial', '2026-12-09T15:00:00.000Z')).toBe(
      'Troca para o plano Essencial agendada para 09/12/2026.',
    )
  })
})

describe('what cancelling and reactivating say about a scheduled downgrade (issue 29)', () => {
  it.each([
    [
      { name: 'Essencial', effectiveAt: '2026-12-09T15:00:00.000Z' },
      'Profissional',
      'A troca para o plano Essencial, agendada para 09/12/2026, também é cancelada. Se você reativar a assinatura, ela volta no plano Profissional.',
    ],
    [
      // 01:30 UTC is still the 8th in São Paulo.
      { name: 'Trimestral', effectiveAt: '2026-12-09T01:30:00.000Z' },
      'Profissional',
      'A troca para o plano Trimestral, agendada para 08/12/2026, também é cancelada. Se você reativar a assinatura, ela volta no plano Profissional.',
    ],
  ])('cancelDropsScheduledNotice(%o, %s)', (scheduled, current, expected) => {
    expect(cancelDropsScheduledNotice(scheduled, current)).toBe(expected)
  })

  it.each([
    [
      'Profissional',
      'A assinatura volta no plano Profissional, pelo mesmo preço. Uma troca de plano agendada antes do cancelamento não é retomada: para trocar, use "Trocar de plano" depois de reativar.',
    ],
    [
      'Essencial',
      'A assinatura volta no plano Essencial, pelo mesmo preço. Uma troca de plano agendada antes do cancelamento não é retomada: para trocar, use "Trocar de plano" depois de reativar.',
    ],
  ])('reactivationPlanNotice(%s)', (plan, expected) => {
    expect(reactivationPlanNotice(plan)).toBe(expected)
  })
})
