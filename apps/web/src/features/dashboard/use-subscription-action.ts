import type { ToastText } from '@atendimento/domain/messages'
import type { Subscription } from '@atendimento/domain/schemas/subscription'
import type { SubscriptionDialogStatus } from '@atendimento/ui/subscription-dialogs'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { ApiResult } from '../../api/request.ts'
import { useSession } from '../auth/session-provider.tsx'
import { notify } from '../shell/notify.ts'

interface SubscriptionAction {
  subscription: Subscription | null
  onClose: () => void
  call: (token: string, subscriptionId: string) => Promise<ApiResult<unknown>>
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
  call,
  done,
  refused,
  failed,
  succeeded,
}: SubscriptionAction) {
  const { token } = useSession()
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<SubscriptionDialogStatus>('idle')
  const [error, setError] = useState<string>()

  const close = () => {
    setStatus('idle')
    setError(undefined)
    onClose()
  }

  const finish = () => {
    close()
    void queryClient.invalidateQueries({ queryKey: ['subscriptions'] })
    void queryClient.invalidateQueries({ queryKey: ['payments'] })
  }

  async function confirm() {
    if (!subscription || !token) return
    setStatus('processing')
    setError(undefined)
    try {
      const result = await call(token, subscription._id)
      if (!result.success) {
        const message = result.message || refused.description
        setStatus('idle')
        setError(message)
        void notify('error', { title: refused.title, description: message })
        return
      }
      setStatus('success')
      void notify('success', done)
      succeeded(finish)
    } catch (failure) {
      console.error(failure)
      setStatus('idle')
      void notify('error', failed)
    }
  }

  return { status, error, close, confirm: () => void confirm() }
}
