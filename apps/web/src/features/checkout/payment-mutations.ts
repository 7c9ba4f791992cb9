import { SUBSCRIPTION_ROWS } from '@atendimento/domain/contract/rows/subscription-rows'
import type { RegisterRequest } from '@atendimento/domain/schemas/auth'
import type { CardForm } from '@atendimento/domain/schemas/card'
import type { Subscription } from '@atendimento/domain/schemas/subscription'
import type { User } from '@atendimento/domain/schemas/user'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { fetchAnswer } from '../../api/call-api.ts'
import { invalidateAccountLists } from '../dashboard/queries.ts'
import { cardPaymentPayload, payerFrom } from './payment.ts'

/** A charge's outcome: approved, or still in the provider's review (its message says so). */
export interface ChargeOutcome {
  approved: boolean
  message: string
}

const outcomeOf = (message: string, subscription: Subscription): ChargeOutcome => ({
  approved: subscription.status === 'active',
  message,
})

/**
 * A signed-in card payment, the one the checkout and the dashboard's secure-payment modal
 * share: subscribes to the plan, or resumes its pending subscription ('Continuar Pagamento').
 * The user's lists load again afterwards.
 */
export function useCardPayment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: { planId: string; card: CardForm; user: User; token: string }) => {
      const { message, data } = await fetchAnswer(SUBSCRIPTION_ROWS.createSubscription, {
        params: { planId: input.planId },
        body: await cardPaymentPayload(input.card, payerFrom(input.user)),
        token: input.token,
      })
      return outcomeOf(message, data)
    },
    onSettled: (_, __, input) => invalidateAccountLists(queryClient, input.user._id),
  })
}

/** The anonymous checkout: the account and the first charge in one call; answers the session. */
export function useSubscribeWithSignup() {
  return useMutation({
    mutationFn: async (input: { planId: string; card: CardForm; signup: RegisterRequest }) => {
      const payment = await cardPaymentPayload(input.card, payerFrom(input.signup))
      const { message, data } = await fetchAnswer(SUBSCRIPTION_ROWS.subscribeWithSignup, {
        params: { planId: input.planId },
        body: { user: input.signup, payment },
      })
      return { ...outcomeOf(message, data.subscription), session: data }
    },
  })
}
