import { CANCEL_DIALOG_CLOSE_MS } from '@atendimento/domain/constants'
import { TOASTS } from '@atendimento/domain/messages'
import type { Subscription } from '@atendimento/domain/schemas/subscription'
import { accessUntilLabel } from '@atendimento/domain/subscription'
import {
  CancelSubscriptionDialog as CancelDialog,
  type SubscriptionDialogStatus,
} from '@atendimento/ui/subscription-dialogs'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { cancelSubscription } from '../../api/subscriptions.ts'
import { useSession } from '../auth/session-provider.tsx'
import { notify } from '../shell/notify.ts'

/**
 * 'Cancelar Assinatura': cannot be closed while the call runs or after it succeeded; then it
 * closes by itself after 2 s and the lists are loaded again (spec section 4).
 */
export function CancelSubscriptionDialog({
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
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(closeTimer.current), [])

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
      const result = await cancelSubscription(token, subscription._id)
      if (!result.success) {
        setStatus('idle')
        setError(result.message || TOASTS.cancelError.description)
        void notify('error', {
          title: TOASTS.cancelError.title,
          description: result.message || TOASTS.cancelError.description,
        })
        return
      }
      setStatus('success')
      void notify('success', TOASTS.cancelSuccess)
      closeTimer.current = setTimeout(() => {
        close()
        void queryClient.invalidateQueries({ queryKey: ['subscriptions'] })
        void queryClient.invalidateQueries({ queryKey: ['payments'] })
      }, CANCEL_DIALOG_CLOSE_MS)
    } catch (failure) {
      console.error(failure)
      setStatus('idle')
      void notify('error', TOASTS.cancelUnexpected)
    }
  }

  return (
    <CancelDialog
      open={subscription !== null}
      onOpenChange={(open) => {
        if (!open) close()
      }}
      planName={`plano ${planName}`}
      accessUntil={subscription ? accessUntilLabel(subscription) : ''}
      status={status}
      error={error}
      onConfirm={() => void confirm()}
    />
  )
}
