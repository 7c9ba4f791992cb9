import { CANCEL_DIALOG_CLOSE_MS } from '@atendimento/domain/constants'
import { cancelDropsScheduledNotice } from '@atendimento/domain/plan-change'
import type { Subscription } from '@atendimento/domain/schemas/subscription'
import { accessUntilLabel } from '@atendimento/domain/subscription'
import { TOASTS } from '@atendimento/domain/toasts'
import { CancelSubscriptionDialog as CancelDialog } from '@atendimento/ui/subscription-dialogs'
import { useEffect, useRef } from 'react'
import { useCancelSubscription } from './subscription-mutations.ts'
import { useSubscriptionAction } from './use-subscription-action.ts'

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
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(closeTimer.current), [])
  const action = useSubscriptionAction({
    subscription,
    onClose,
    mutation: useCancelSubscription(),
    done: TOASTS.cancelSuccess,
    refused: TOASTS.cancelError,
    failed: TOASTS.cancelUnexpected,
    succeeded: (finish) => {
      closeTimer.current = setTimeout(finish, CANCEL_DIALOG_CLOSE_MS)
    },
  })

  return (
    <CancelDialog
      open={subscription !== null}
      onOpenChange={(open) => {
        if (!open) action.close()
      }}
      planName={`plano ${planName}`}
      accessUntil={subscription ? accessUntilLabel(subscription) : ''}
      notice={
        subscription?.scheduledPlan
          ? cancelDropsScheduledNotice(subscription.scheduledPlan, planName)
          : undefined
      }
      status={action.status}
      error={action.error}
      onConfirm={action.confirm}
    />
  )
}
