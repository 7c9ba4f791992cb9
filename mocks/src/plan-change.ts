import {
  API_MESSAGES,
  refusedMessage,
  SANDBOX_REFUSAL_REASONS,
} from '@atendimento/domain/contract/messages'
import { quoteAnswer, quotePlanChange } from '@atendimento/domain/plan-change'
import type { PlanChangeQuoteView } from '@atendimento/domain/schemas/plan-change'
import type { Subscription } from '@atendimento/domain/schemas/subscription'
import { ownSubscription, subscriptionView } from './billing.ts'
import { failure } from './respond.ts'
import { type MockStore, nextId } from './store.ts'

/** The same checks and pro-rata rule as the API (modules/subscriptions/plan-change.ts). */
function prepare(store: MockStore, userId: string, id: string, planId: string) {
  const subscription = ownSubscription(store, userId, id)
  const plan = store.plans.find((candidate) => candidate._id === planId)
  if (!plan?.active) throw failure(404, API_MESSAGES.planNotFound)
  const periodEnd = subscription.nextBillingDate
  if (subscription.status !== 'active' || !periodEnd) {
    throw failure(409, API_MESSAGES.planChangeNotActive)
  }
  if (subscription.planId === plan._id) throw failure(409, API_MESSAGES.planChangeSamePlan)
  const quote = quotePlanChange({
    current: { priceCents: subscription.priceCents, cycleDays: subscription.billingCycleDays },
    target: { priceCents: plan.price, cycleDays: plan.billingCycleDays },
    now: new Date(store.now),
    periodEnd: new Date(periodEnd),
  })
  return { subscription, plan, quote }
}

export function quoteChange(
  store: MockStore,
  userId: string,
  id: string,
  planId: string,
): PlanChangeQuoteView {
  const { plan, quote } = prepare(store, userId, id, planId)
  return { ...quoteAnswer(quote), plan }
}

export function changePlan(
  store: MockStore,
  userId: string,
  input: { id: string; planId: string; expectedAmount: number },
): { subscription: Subscription; kind: 'upgrade' | 'downgrade' } {
  const { subscription, plan, quote } = prepare(store, userId, input.id, input.planId)
  if (quote.chargeCents > input.expectedAmount) {
    throw failure(409, API_MESSAGES.planChangeAmountChanged)
  }
  // A newer choice replaces a downgrade still waiting.
  store.payments = store.payments.filter(
    (payment) => !(payment.subscriptionId === subscription._id && payment.status === 'scheduled'),
  )
  const base = {
    subscriptionId: subscription._id,
    userId,
    planId: plan._id,
    paidAt: null,
    change: quote.kind,
  }
  if (quote.kind === 'downgrade') {
    store.payments.push({
      ...base,
      _id: nextId(store, 'pagamento'),
      amount: plan.price,
      status: 'scheduled',
      billingDate: quote.periodEnd.toISOString(),
    })
    return { subscription: subscriptionView(store, subscription), kind: quote.kind }
  }
  if (quote.chargeCents > 0) {
    if (!subscription.card) throw failure(409, API_MESSAGES.planChangeNoCard)
    const refused = subscription.card.token.startsWith('sbx_card_renewals-refused_')
    store.payments.push({
      ...base,
      _id: nextId(store, 'pagamento'),
      amount: quote.chargeCents,
      status: refused ? 'failed' : 'paid',
      billingDate: store.now,
      paidAt: refused ? null : store.now,
    })
    if (refused) throw failure(402, refusedMessage(SANDBOX_REFUSAL_REASONS.declined))
  }
  subscription.planId = plan._id
  subscription.priceCents = plan.price
  subscription.billingCycleDays = plan.billingCycleDays
  return { subscription: subscriptionView(store, subscription), kind: quote.kind }
}
