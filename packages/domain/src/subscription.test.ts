import { describe, expect, it } from 'vitest'
import type { PaymentStatus } from './schemas/payment.ts'
import type { SubscriptionStatus } from './schemas/subscription.ts'
import {
  accessUntilLabel,
  CANCELED_REACTIVATION_NOTICE,
  canCancel,
  canContinuePayment,
  canceledNotice,
  canceledOnLabel,
  canReactivate,
  DATA_RETENTION_NOTICE,
  groupSubscriptions,
  PAYMENT_FILTERS,
  paymentStatusLabel,
  plansTabView,
  subscriptionStatusLabel,
} from './subscription.ts'
import { makeSubscription } from './testing/billing.ts'

describe('subscription status rules', () => {
  it.each<[SubscriptionStatus, boolean, boolean, boolean]>([
    ['active', false, true, false],
    ['pending', true, false, false],
    ['trialing', true, false, false],
    ['canceled', false, false, true],
  ])('%s: continue payment %s, cancel %s, reactivate %s', (status, proceed, cancel, reactivate) => {
    expect(canContinuePayment(status)).toBe(proceed)
    expect(canCancel(status)).toBe(cancel)
    expect(canReactivate(status)).toBe(reactivate)
  })

  it.each<[SubscriptionStatus, string]>([
    ['pending', 'Aguardando pagamento'],
    ['trialing', 'Período de teste'],
    ['active', 'Ativa'],
    ['canceled', 'Cancelada'],
  ])('subscription %s is labelled %j', (status, label) => {
    expect(subscriptionStatusLabel(status)).toBe(label)
  })

  it.each<[PaymentStatus, string]>([
    ['paid', 'Pago'],
    ['pending', 'Pendente'],
    ['failed', 'Falhou'],
    ['canceled', 'Cancelado'],
    ['refunded', 'Reembolsado'],
  ])('payment %s is labelled %j', (status, label) => {
    expect(paymentStatusLabel(status)).toBe(label)
  })

  it('the payment history filters are Todos, Pagos, Pendentes', () => {
    expect(PAYMENT_FILTERS.map((filter) => filter.label)).toEqual(['Todos', 'Pagos', 'Pendentes'])
    expect(PAYMENT_FILTERS.map((filter) => filter.status)).toEqual([undefined, 'paid', 'pending'])
  })

  const active = makeSubscription({ status: 'active' }, { seed: 1 })
  const pending = makeSubscription({ status: 'pending' }, { seed: 2 })
  const trialing = makeSubscription({ status: 'trialing' }, { seed: 3 })
  const canceled = makeSubscription(
    {
      status: 'canceled',
      canceledAt: '2025-03-10T15:00:00.000Z',
      nextBillingDate: '2025-04-01T15:00:00.000Z',
    },
    { seed: 4 },
  )

  it('the plans tab groups the current plan, pending payments and cancelled subscriptions', () => {
    expect(groupSubscriptions([pending, canceled, active, trialing])).toEqual({
      active,
      awaitingPayment: [pending, trialing],
      canceled: [canceled],
    })
  })

  it.each([
    ['an active plan shows its card', [active, canceled], 'active-plan'],
    ['only cancelled ones show the reactivation hint', [canceled, pending], 'reactivation-hint'],
    ['otherwise the plan grid', [pending], 'plan-grid'],
    ['nothing at all: the plan grid', [], 'plan-grid'],
  ])('%s', (_, subscriptions, view) => {
    expect(plansTabView(groupSubscriptions(subscriptions))).toBe(view)
  })

  it('a cancelled subscription shows when it was cancelled and until when access lasts', () => {
    expect(canceledOnLabel(canceled)).toBe('10/03/2025')
    expect(accessUntilLabel(canceled)).toBe('01/04/2025')
    expect(canceledOnLabel({ canceledAt: null })).toBe('Data não disponível')
    expect(accessUntilLabel({ nextBillingDate: null })).toBe('Data não disponível')
  })

  it('tells cancelled users they can reactivate, and that data is kept 30 days', () => {
    expect(CANCELED_REACTIVATION_NOTICE).toMatch(/Reative/)
    expect(DATA_RETENTION_NOTICE).toContain('30 dias')
  })

  it.each([
    [
      'no cancelled subscription still running',
      [{ nextBillingDate: '2026-11-01T03:00:00.000Z' }],
      CANCELED_REACTIVATION_NOTICE,
    ],
    ['no date at all', [{ nextBillingDate: null }], CANCELED_REACTIVATION_NOTICE],
    [
      'one still running: until when, and no "voltar a usar"',
      [{ nextBillingDate: '2026-12-24T03:00:00.000Z' }],
      'Sua assinatura foi cancelada, mas você continua usando o aplicativo até 24/12/2026. Reative-a para não perder o acesso depois dessa data.',
    ],
    [
      'two: the latest access counts',
      [
        { nextBillingDate: '2026-12-24T03:00:00.000Z' },
        { nextBillingDate: '2027-01-10T03:00:00.000Z' },
        { nextBillingDate: null },
      ],
      'Sua assinatura foi cancelada, mas você continua usando o aplicativo até 10/01/2027. Reative-a para não perder o acesso depois dessa data.',
    ],
  ])('the cancelled note when %s', (_, canceledOnes, expected) => {
    const notice = canceledNotice(canceledOnes, '2026-11-24T12:00:00.000Z')
    expect(notice).toBe(expected)
    if (notice !== CANCELED_REACTIVATION_NOTICE) expect(notice).not.toMatch(/voltar a usar/)
  })
})
