import { PLAN_CHANGE_ROWS } from '@atendimento/domain/contract/rows/plan-change-rows'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { fetchAnswer, fetchApi } from '../../api/call-api.ts'
import { useSignedIn } from '../auth/use-signed-in.ts'

/** What moving the subscription to `planId` costs now: asked again each time it is shown. */
export const planChangeQuery = (token: string, subscriptionId: string, planId: string) =>
  queryOptions({
    queryKey: ['plan-change', { subscriptionId, planId }] as const,
    queryFn: () =>
      fetchApi(PLAN_CHANGE_ROWS.quotePlanChange, { params: { id: subscriptionId, planId }, token }),
    // The amount falls as time passes: never reuse an old figure.
    staleTime: 0,
    gcTime: 0,
  })

/** POST /subscription/{id}/change/{planId} with the amount the customer saw. */
export function useChangePlan() {
  const { token } = useSignedIn()
  return useMutation({
    mutationFn: (input: { subscriptionId: string; planId: string; expectedAmount: number }) =>
      fetchAnswer(PLAN_CHANGE_ROWS.changePlan, {
        params: { id: input.subscriptionId, planId: input.planId },
        body: { expectedAmount: input.expectedAmount },
        token,
      }),
  })
}
