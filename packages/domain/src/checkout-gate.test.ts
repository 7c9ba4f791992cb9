import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkoutGate, otherPlanNotice, pendingPixOf } from './checkout-gate.ts'
import type { Subscription, SubscriptionStatus } from './schemas/subscription.ts'

const subscription = (
  planId: string,
  status: SubscriptionStatus,
  name = 'Essencial',
): Subscription => ({
  _id: `s-${planId}-${status}`,
  planId: { _id: planId, name, price: 4990 },
  status,
  nextBillingDate: '2026-12-24T12:00:00.000Z',
  created_at: '2026-11-24T12:00:00.000Z',
  canceledAt: null,
})

describe('checkoutGate: told before any card form', () => {
  it.each([
    ['no subscription', [], { kind: 'pay' }],
    ['only cancelled ones', [subscription('plano-essencial', 'canceled')], { kind: 'pay' }],
    [
      'a pending one of this plan (Continuar Pagamento)',
      [subscription('plano-essencial', 'pending')],
      { kind: 'pay' },
    ],
    ['this plan active', [subscription('plano-essencial', 'active')], { kind: 'has-this-plan' }],
    [
      'another plan active',
      [subscription('plano-profissional', 'active', 'Profissional')],
      { kind: 'has-other-plan', planName: 'Profissional' },
    ],
  ] as const)('%s', (_, subscriptions, expected) => {
    expect(checkoutGate(subscriptions, 'plano-essencial')).toEqual(expected)
  })

  it('points to Trocar de plano for another plan', () => {
    expect(otherPlanNotice('Profissional', 'Essencial')).toContain('"Trocar de plano"')
  })
})

describe('pendingPixOf: the Pix a new page of the checkout shows again', () => {
  const pix = (planId: string, status: SubscriptionStatus): Subscription => ({
    ...subscription(planId, status),
    paymentMethod: 'pix',
  })
  it.each([
    [
      'a pending Pix of this plan',
      [pix('plano-essencial', 'pending')],
      's-plano-essencial-pending',
    ],
    ['a pending card payment', [subscription('plano-essencial', 'pending')], undefined],
    ['a pending Pix of another plan', [pix('plano-profissional', 'pending')], undefined],
    ['a paid Pix', [pix('plano-essencial', 'active')], undefined],
    [
      'a pending Pix beside an active plan',
      [pix('plano-essencial', 'pending'), subscription('plano-profissional', 'active')],
      undefined,
    ],
    ['nothing', [], undefined],
  ])('%s', (_, subscriptions, expected) => {
    expect(pendingPixOf(subscriptions, 'plano-essencial')?._id).toBe(expected)
  })

  it('only ever resumes a pending Pix of the plan asked for', () => {
    const statuses = fc.constantFrom(
      'active',
      'pending',
      'trialing',
      'canceled',
    ) as fc.Arbitrary<SubscriptionStatus>
    const plans = fc.constantFrom('plano-essencial', 'plano-profissional')
    const item = fc.record({
      plan: plans,
      status: statuses,
      method: fc.constantFrom('pix', 'credit_card') as fc.Arbitrary<'pix' | 'credit_card'>,
    })
    fc.assert(
      fc.property(fc.array(item, { maxLength: 5 }), (items) => {
        const list = items.map((one, index) => ({
          ...subscription(one.plan, one.status),
          _id: `s-${index}`,
          paymentMethod: one.method,
        }))
        const found = pendingPixOf(list, 'plano-essencial')
        return (
          found === undefined ||
          (found.status === 'pending' &&
            found.paymentMethod === 'pix' &&
            checkoutGate(list, 'plano-essencial').kind === 'pay')
        )
      }),
    )
  })
})
