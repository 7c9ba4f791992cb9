import { TOASTS } from '@atendimento/domain/messages'
import type { Subscription } from '@atendimento/domain/schemas/subscription'
import {
  ReactivateSubscriptionDialog as ReactivateDialog,
  type SubscriptionDialogStatus,
} from '@atendimento/ui/subscription-dialogs'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { reactivateSubscription } from '../../api/subscriptions.ts'
import { useSession } from '../auth/session-provider.tsx'
import { notify } from '../shell/notify.ts'

/** 'Reativar Assinatura': the subscription is active again and its payments resume. */
export function ReactivateSubscriptionDialog({
  subscription,
  planName,
  onClose,
}: {
  subscription: Subscription | null
  planName: string
  onClose: () => void
}) {
  const { token } = useSession()
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<SubscriptionDialogStatus>('idle')
  const [error, setError] = useState<string>()

  const close = () => {
    setStatus('idle')
    setError(undefined)
    onClose()
  }

  async function confirm() {
    if (!subscription || !token) return
    setStatus('processing')
    setError(undefined)
    try {
      const result = await reactivateSubscription(token, subscription._id)
      if (!result.success) {
        const message = result.message || TOASTS.reactivateError.description
        setStatus('idle')
        setError(message)
        void notify('error', { title: TOASTS.reactivateError.title, description: message })
        return
      }
      void notify('success', TOASTS.reactivateSuccess)
      close()
      await queryClient.invalidateQueries({ queryKey: ['subscriptions'] })
      await queryClient.invalidateQueries({ queryKey: ['payments'] })
    } catch (failure) {
      console.error(failure)
      setStatus('idle')
      void notify('error', TOASTS.reactivateError)
    }
  }

  return (
    <ReactivateDialog
      open={subscription !== null}
      onOpenChange={(open) => {
        if (!open && status !== 'processing') close()
      }}
      planName={`plano ${planName}`}
      status={status}
      error={error}
      onConfirm={() => void confirm()}
    />
  )
}
