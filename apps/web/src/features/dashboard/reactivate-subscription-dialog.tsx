import { reactivationPlanNotice } from '@atendimento/domain/plan-change'
import type { Subscription } from '@atendimento/domain/schemas/subscription'
import { TOASTS } from '@atendimento/domain/toasts'
import { ReactivateSubscriptionDialog as ReactivateDialog } from '@atendimento/ui/subscription-dialogs'
import { useReactivateSubscription } from './subscription-mutations.ts'
import { useSubscriptionAction } from './use-subscription-action.ts'

/**
 * 'Reativar Assinatura': the subscription is active again, on the plan it has, and its payments
 * resume; a downgrade scheduled before the cancellation ended with it, and the dialog says so.
 */
export function ReactivateSubscriptionDialog({
  subscription,
  planName,
  onClose,
}: {
  subscription: Subscription | null
  planName: string
  onClose: () => void
}) {
  const action = useSubscriptionAction({
    subscription,
    onClose,
    mutation: useReactivateSubscription(),
    done: TOASTS.reactivateSuccess,
    refused: TOASTS.reactivateError,
    failed: TOASTS.reactivateError,
    succeeded: (finish) => finish(),
  })

  return (
    <ReactivateDialog
      open={subscription !== null}
      onOpenChange={(open) => {
        if (!open && action.status !== 'processing') action.close()
      }}
      planName={`plano ${planName}`}
      notice={reactivationPlanNotice(planName)}
      status={action.status}
      error={action.error}
      onConfirm={action.confirm}
    />
  )
}
