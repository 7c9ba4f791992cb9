import type { Plan } from '@atendimento/domain/schemas/plan'
import {
  type Subscription,
  subscriptionPlan,
  subscriptionPlanId,
} from '@atendimento/domain/schemas/subscription'
import type { PaymentTarget } from './secure-payment-dialog.tsx'

/** The plan a subscription is for: the populated one, else the one in the plan list. */
export function planOf(subscription: Subscription, plans: readonly Plan[]): PaymentTarget {
  const planId = subscriptionPlanId(subscription)
  const listed = plans.find((plan) => plan._id === planId)
  const populated = subscriptionPlan(subscription)
  return {
    planId,
    name: populated?.name ?? listed?.name ?? 'Plano',
    price: populated?.price ?? listed?.price ?? 0,
    billingCycleDays: listed?.billingCycleDays,
  }
}
