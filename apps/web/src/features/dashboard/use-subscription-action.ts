import type { Subscription } from '@atendimento/domain/schemas/subscription'
import type { ToastText } from '@atendimento/domain/toasts'
import type { SubscriptionDialogStatus } from '@atendimento/ui/subscription-dialogs'
import { type UseMutationResult, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../api/request.ts'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { notify } from '../shell/notify.ts'
import { invalidateAccountLists } from './queries.ts'

interface SubscriptionAction {
  subscription: Subscription | null
  onClose: () => void
  mutation: UseMutationResult<unknown, Error, string>
  done: ToastText
  /** Titles the refusal toast; its description is the API's message or this text's. */
  refused: ToastText
  /** Shown when the call itself throws (no answer to read). */
  failed: ToastText
  /** Runs after the success toast: closes the dialog now or later. */
  succeeded: (finish: () => void) => void
}

/**
 * The confirm step shared by the cancel and reactivate dialogs: progress while the call runs, the
 * API's message inline and in a toast when it refuses, and the lists loaded again when it is done.
 */
export function useSubscriptionAction({
  subscription,
  onClose,
  mutation,
  done,
  refused,
  failed,
  succeeded,
}: SubscriptionAction) {
  const { user } = useSignedIn()
  const queryClient = useQueryClient()
  const refusal = mutation.error instanceof ApiError ? mutation.error : undefined
  const status: SubscriptionDialogStatus = mutation.isPending
    ? 'processing'
    : mutation.isSuccess
      ? 'success'
      : 'idle'

  const close = () => {
    mutation.reset()
    onClose()
  }

  const finish = () => {
    close()
    void invalidateAccountLists(queryClient, user._id)
  }

  const confirm = () => {
    if (!subscription) return
    mutation.mutate(subscription._id, {
      onSuccess: () => {
        void notify('success', done)
        succeeded(finish)
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return void notify('error', failed)
        const message = error.message || refused.description
        void notify('error', { title: refused.title, description: message })
      },
    })
  }

  return { status, error: refusal?.message || (refusal && refused.description), close, confirm }
}
