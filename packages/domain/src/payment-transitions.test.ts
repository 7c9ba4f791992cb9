import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  movePayment,
  PAYMENT_TRANSITIONS,
  type PaymentNews,
  paymentOwed,
} from './payment-transitions.ts'
import { PAYMENT_STATUSES, type PaymentStatus } from './schemas/payment.ts'

const NEWS: PaymentNews[] = ['pending', 'failed', 'canceled', 'paid', 'refunded', 'chargeback']

/** The status a payment ends in after hearing every piece of news in this order. */
function settle(start: PaymentStatus, news: readonly PaymentNews[]) {
  let status = start
  const effects: string[] = []
  for (const item of news) {
    const move = movePayment(status, item)
    if (!move) continue
    status = move.to
    if (move.then !== 'none') effects.push(move.then)
  }
  return { status, effects }
}

describe('movePayment: the table', () => {
  it.each([
    // current, news, status after (null: nothing changes), what follows
    ['pending', 'paid', 'paid', 'none'],
    ['pending', 'failed', 'failed', 'none'],
    ['failed', 'paid', 'paid', 'none'],
    ['paid', 'pending', null, null],
    ['paid', 'failed', null, null],
    ['paid', 'canceled', null, null],
    ['paid', 'refunded', 'refunded', 'none'],
    ['refunded', 'paid', null, null],
    ['refunded', 'pending', null, null],
    ['canceled', 'paid', 'paid', 'refund'],
    ['canceled', 'failed', null, null],
    ['pending', 'chargeback', 'refunded', 'suspend'],
    ['paid', 'chargeback', 'refunded', 'suspend'],
    ['refunded', 'chargeback', 'refunded', 'suspend'],
    ['scheduled', 'pending', 'pending', 'none'],
  ] as const)('%s + %s -> %s (%s)', (current, news, status, then) => {
    const move = movePayment(current, news)
    expect(move?.to ?? null).toBe(status)
    expect(move?.then ?? null).toBe(then)
  })

  it('has a cell for every status and every piece of news', () => {
    for (const status of PAYMENT_STATUSES) {
      expect(Object.keys(PAYMENT_TRANSITIONS[status]).sort()).toEqual([...NEWS].sort())
    }
  })

  it('never moves a payment to scheduled, and repeated news is stale', () => {
    for (const status of PAYMENT_STATUSES) {
      for (const news of NEWS) expect(movePayment(status, news)?.to).not.toBe('scheduled')
    }
    for (const news of NEWS) {
      if (news === 'chargeback') continue
      expect(movePayment(news, news)).toBeNull()
    }
  })
})

describe('movePayment: properties', () => {
  const status = fc.constantFrom(...PAYMENT_STATUSES)
  const news = fc.array(fc.constantFrom(...NEWS), { maxLength: 12 })

  it('the same news in any order, duplicated or late, ends in the same status', () => {
    fc.assert(
      fc.property(
        status,
        news.chain((items) =>
          fc.tuple(fc.constant(items), fc.shuffledSubarray(items, { minLength: items.length })),
        ),
        (start, [items, shuffled]) => {
          const doubled = [...shuffled, ...shuffled.slice(0, 3)]
          expect(settle(start, doubled).status).toBe(settle(start, items).status)
        },
      ),
    )
  })

  it('paid never goes back to pending, failed or canceled; refunded never back to paid', () => {
    fc.assert(
      fc.property(news, news, (before, after) => {
        const paid = settle(settle('pending', [...before, 'paid']).status, after).status
        expect(['paid', 'refunded']).toContain(paid)
        const refunded = settle('refunded', after).status
        expect(refunded).toBe('refunded')
      }),
    )
  })

  it('a chargeback always suspends; a refund follows only money taken for a withdrawn charge', () => {
    fc.assert(
      fc.property(status, news, (start, items) => {
        const { effects } = settle(start, items)
        if (items.includes('chargeback')) expect(effects).toContain('suspend')
        else expect(effects).not.toContain('suspend')
        const refunds = effects.filter((effect) => effect === 'refund').length
        expect(refunds).toBeLessThanOrEqual(1)
      }),
    )
  })
})

describe('paymentOwed', () => {
  const day = (n: number) => new Date(Date.UTC(2026, 2, n, 12))
  it.each([
    // billing date, paid through, subscription cancelled, owed
    ['the first payment: nothing paid yet', day(10), null, false, true],
    ['a renewal on the date the period ends', day(40), day(40), false, true],
    ['a Pix renewal paid before its date (it bills that date)', day(40), day(40), false, true],
    ['a second attempt for the first period', day(11), day(40), false, false],
    ['a late code of a period already paid, 14 days on', day(24), day(40), false, false],
    ['a reactivation charged after the period', day(45), day(40), false, true],
    ['a renewal of a subscription cancelled meanwhile', day(40), day(40), true, false],
    ['a code of a checkout given up (never paid, cancelled)', day(10), null, true, false],
    ['a payment inside the period of a cancelled subscription', day(20), day(40), true, false],
  ] as const)('%s', (_, billingDate, paidThrough, subscriptionCanceled, owed) => {
    expect(paymentOwed({ billingDate, cycleDays: 30, paidThrough, subscriptionCanceled })).toBe(
      owed,
    )
  })
})
