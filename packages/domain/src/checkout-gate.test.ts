import { describe, expect, it } from 'vitest'
import { checkoutGate, otherPlanNotice } from './checkout-gate.ts'
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
