import { SUBSCRIPTION_ROWS } from '@atendimento/domain/contract/rows/subscription-rows'
import { fetchApi } from '../../api/call-api.ts'
import { useRepeatSafeMutation } from '../../api/repeat-safe-mutation.ts'
import { useSignedIn } from '../auth/use-signed-in.ts'

type SubscriptionChange = 'cancelSubscription' | 'reactivateSubscription'

/**
 * DELETE /subscription/{id} or PUT /subscription/{id}/activate for the signed-in user. The
 * dialogs load the lists again when they are done (the cancel dialog waits 2 s first).
 */
function useSubscriptionChange(row: SubscriptionChange) {
  const { token } = useSignedIn()
  return useRepeatSafeMutation({
    mutationFn: (id: string, idempotencyKey) =>
      fetchApi(SUBSCRIPTION_ROWS[row], { params: { id }, token, idempotencyKey }),
  })
}

export const useCancelSubscription = () => useSubscriptionChange('cancelSubscription')
export const useReactivateSubscription = () => useSubscriptionChange('reactivateSubscription')
