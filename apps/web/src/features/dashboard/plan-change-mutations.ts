import { PLAN_CHANGE_ROWS } from '@atendimento/domain/contract/rows/plan-change-rows'
import { TOASTS } from '@atendimento/domain/toasts'
import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { fetchAnswer, fetchApi } from '../../api/call-api.ts'
import { useRepeatSafeMutation } from '../../api/repeat-safe-mutation.ts'
import { failureText } from '../../api/request.ts'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { notify } from '../shell/notify.ts'
import { invalidateAccountLists } from './queries.ts'

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
  return useRepeatSafeMutation({
    mutationFn: (
      input: { subscriptionId: string; planId: string; expectedAmount: number },
      idempotencyKey,
    ) =>
      fetchAnswer(PLAN_CHANGE_ROWS.changePlan, {
        params: { id: input.subscriptionId, planId: input.planId },
        body: { expectedAmount: input.expectedAmount },
        token,
        idempotencyKey,
      }),
  })
}

/**
 * 'Manter plano atual': DELETE /subscription/{id}/change undoes the downgrade waiting for the
 * next billing date. Its toast, and every list it changes loaded again (the subscriptions, the
 * payments that held the scheduled charge, the console's figures and audit).
 */
export function useKeepCurrentPlan() {
  const { token, user } = useSignedIn()
  const queryClient = useQueryClient()
  return useRepeatSafeMutation({
    mutationFn: (subscriptionId: string, idempotencyKey) =>
      fetchAnswer(PLAN_CHANGE_ROWS.cancelScheduledChange, {
        params: { id: subscriptionId },
        token,
        idempotencyKey,
      }),
    onSuccess: ({ message }) => {
      void notify('success', { title: TOASTS.scheduledChangeCanceled.title, description: message })
      return invalidateAccountLists(queryClient, user._id)
    },
    onError: (error) => {
      const description = failureText(error, TOASTS.scheduledChangeError.description)
      void notify('error', { title: TOASTS.scheduledChangeError.title, description })
    },
  })
}
