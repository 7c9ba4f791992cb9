import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  accessEndsAt,
  CLOCK_TOLERANCE_MS,
  clockVerdict,
  LICENCE_GRACE_MS,
  LICENCE_MAX_LIFE_MS,
  licenceExpiry,
  licenceNotice,
  mayRun,
  type SubscriptionFacts,
  standingOf,
} from './licence.ts'

const DAY = 24 * 60 * 60 * 1000
const NOW = new Date('2026-11-20T12:00:00.000Z')
const at = (days: number) => new Date(NOW.getTime() + days * DAY)

function subscription(overrides: Partial<SubscriptionFacts>): SubscriptionFacts {
  return {
    id: 'sub',
    planId: 'plano-essencial',
    status: 'active',
    nextBillingDate: at(20),
    everPaid: true,
    ...overrides,
  }
}

describe('standingOf', () => {
  it.each([
    ['nothing', [], 'none', null],
    ['an active plan', [subscription({})], 'active', 20],
    ['a trial', [subscription({ status: 'trialing', everPaid: false })], 'active', 20],
    [
      'a failed renewal',
      [subscription({ status: 'pending', nextBillingDate: at(-1) })],
      'past_due',
      -1,
    ],
    [
      'a checkout never paid',
      [subscription({ status: 'pending', everPaid: false, nextBillingDate: null })],
      'none',
      null,
    ],
    [
      'a cancellation',
      [subscription({ status: 'canceled', nextBillingDate: at(5) })],
      'canceled',
      5,
    ],
    [
      'an active plan beside a cancelled one',
      [subscription({ id: 'old', status: 'canceled', nextBillingDate: at(40) }), subscription({})],
      'active',
      20,
    ],
    [
      'two cancelled ones: the one ending last',
      [
        subscription({ id: 'a', status: 'canceled', nextBillingDate: at(-30) }),
        subscription({ id: 'b', status: 'canceled', nextBillingDate: at(-3) }),
      ],
      'canceled',
      -3,
    ],
  ] as const)('%s: %s', (_, subscriptions, status, paidInDays) => {
    const standing = standingOf(subscriptions)
    expect(standing.status).toBe(status)
    expect(standing.paidUntil).toEqual(paidInDays === null ? null : at(paidInDays))
  })
})

describe('licenceExpiry and mayRun', () => {
  it.each([
    ['active, paid for 20 days', 'active', 20, 14],
    ['active, paid for 2 days: until the grace ends', 'active', 2, 5],
    ['past due since yesterday: the rest of the grace', 'past_due', -1, 2],
    ['past due for 4 days: no licence', 'past_due', -4, null],
    ['cancelled, 5 days left: until the paid period ends', 'canceled', 5, 5],
    ['cancelled yesterday: no licence', 'canceled', -1, null],
  ] as const)('%s', (_, status, paidInDays, expiresInDays) => {
    const standing = { status, paidUntil: at(paidInDays) } as const
    const expiry = licenceExpiry(standing, NOW)
    expect(expiry).toEqual(expiresInDays === null ? null : at(expiresInDays))
    expect(mayRun(standing, NOW)).toBe(expiresInDays !== null)
  })

  it('gives no licence without a subscription', () => {
    expect(licenceExpiry({ status: 'none', paidUntil: null }, NOW)).toBeNull()
    expect(accessEndsAt({ status: 'none', paidUntil: at(3) })).toBeNull()
  })

  it('never lives past 14 days nor past paidUntil plus the grace, and always after its iat', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('active', 'past_due', 'canceled', 'none' as const),
        fc.integer({ min: -40 * DAY, max: 400 * DAY }),
        (status, paidOffset) => {
          const paidUntil = new Date(NOW.getTime() + paidOffset)
          const expiry = licenceExpiry({ status, paidUntil }, NOW)
          if (!expiry) return
          expect(expiry.getTime()).toBeGreaterThan(NOW.getTime())
          expect(expiry.getTime() - NOW.getTime()).toBeLessThanOrEqual(LICENCE_MAX_LIFE_MS)
          expect(expiry.getTime()).toBeLessThanOrEqual(paidUntil.getTime() + LICENCE_GRACE_MS)
          expect(mayRun({ status, paidUntil }, NOW)).toBe(true)
        },
      ),
    )
  })
})

describe('licenceNotice', () => {
  it.each([
    ['active', 10, null],
    [
      'past_due',
      -1,
      'Pagamento pendente: regularize sua assinatura no painel até 22/11/2026 para continuar usando o aplicativo.',
    ],
    [
      'canceled',
      5,
      'Sua assinatura foi cancelada: o aplicativo funciona até 25/11/2026. Reative-a no painel para continuar depois dessa data.',
    ],
    [
      'canceled',
      -2,
      'Sua assinatura terminou em 18/11/2026. Assine um plano no site para voltar a usar o aplicativo.',
    ],
  ] as const)('%s, paid until day %i: %j', (status, paidInDays, notice) => {
    expect(licenceNotice({ status, paidUntil: at(paidInDays) }, NOW)).toBe(notice)
  })

  it('tells an account with no subscription to subscribe', () => {
    expect(licenceNotice({ status: 'none', paidUntil: null }, NOW)).toBe(
      'Sua conta não tem uma assinatura ativa. Assine um plano no site para usar o aplicativo.',
    )
  })
})

describe('clockVerdict', () => {
  const now = NOW.getTime()
  it.each([
    ['a licence just issued', now, now, 'ok'],
    ['a licence from a server 4 minutes ahead', now + 4 * 60_000, now, 'ok'],
    ['a licence from 6 minutes ahead', now + 6 * 60_000, now, 'issued_in_future'],
    ['a clock 4 minutes behind the last check', now - DAY, now + 4 * 60_000, 'ok'],
    ['a clock set back a day', now - 2 * DAY, now + DAY, 'clock_set_back'],
  ] as const)('%s: %s', (_, issuedAt, lastSeenAt, verdict) => {
    expect(clockVerdict({ issuedAt, lastSeenAt, now })).toBe(verdict)
  })

  it('accepts every licence within the tolerance of a clock that moved forward', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -30 * DAY, max: CLOCK_TOLERANCE_MS }),
        fc.integer({ min: -30 * DAY, max: CLOCK_TOLERANCE_MS }),
        (issuedOffset, seenOffset) => {
          const verdict = clockVerdict({
            issuedAt: now + issuedOffset,
            lastSeenAt: now + seenOffset,
            now,
          })
          expect(verdict).toBe('ok')
        },
      ),
    )
  })
})
