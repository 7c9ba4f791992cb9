import { SUBSCRIPTION_ROWS } from '@atendimento/domain/contract/rows/subscription-rows'
import type { RegisterRequest } from '@atendimento/domain/schemas/auth'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { fetchAnswer } from '../../api/call-api.ts'
import { invalidateAccountLists } from '../dashboard/queries.ts'

/**
 * A Pix for a plan, signed in: a new pending subscription and its code, or the pending one of
 * that plan with its still-valid code ('Continuar Pagamento'), or a new code once it expired.
 */
export function useIssuePix() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: { planId: string; token: string; userId: string }) =>
      (
        await fetchAnswer(SUBSCRIPTION_ROWS.createPixSubscription, {
          params: { planId: input.planId },
          token: input.token,
        })
      ).data,
    onSettled: (_, __, input) => invalidateAccountLists(queryClient, input.userId),
  })
}

/** The anonymous checkout paying with Pix: the account and the code in one call. */
export function useSignupPix() {
  return useMutation({
    mutationFn: async (input: { planId: string; signup: RegisterRequest }) =>
      (
        await fetchAnswer(SUBSCRIPTION_ROWS.subscribeWithSignupPix, {
          params: { planId: input.planId },
          body: { user: input.signup },
        })
      ).data,
  })
}
