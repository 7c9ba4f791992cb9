import { planChangeSummary, quoteFromAnswer } from '@atendimento/domain/plan-change'
import type { Plan } from '@atendimento/domain/schemas/plan'
import type { Subscription } from '@atendimento/domain/schemas/subscription'
import { TOASTS } from '@atendimento/domain/toasts'
import {
  PlanChangeDialog as Dialog,
  type PlanChangeQuoteState,
} from '@atendimento/ui/plan-change-dialog'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { failureText } from '../../api/request.ts'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { notify } from '../shell/notify.ts'
import { planChangeQuery, useChangePlan } from './plan-change-mutations.ts'
import { invalidateAccountLists } from './queries.ts'

/**
 * 'Trocar de plano' on the active plan card: the customer picks a plan, the server's quote is
 * shown (amount charged now, or the date a downgrade starts), and only that amount can be
 * confirmed. One message per outcome: the toast on success, the dialog's own alert on refusal.
 */
export function PlanChangeDialog({
  subscription,
  currentPlanName,
  plans,
  onClose,
}: {
  subscription: Subscription | null
  currentPlanName: string
  plans: readonly Plan[]
  onClose: () => void
}) {
  const { token, user } = useSignedIn()
  const queryClient = useQueryClient()
  const [planId, setPlanId] = useState<string | null>(null)
  const change = useChangePlan()
  const currentId =
    subscription && typeof subscription.planId !== 'string'
      ? subscription.planId._id
      : subscription?.planId
  const choices = plans.filter((plan) => plan._id !== currentId)
  const quote = useQuery({
    ...planChangeQuery(token, subscription?._id ?? '', planId ?? ''),
    enabled: Boolean(subscription && planId),
  })
  const chosen = choices.find((plan) => plan._id === planId)

  const state: PlanChangeQuoteState = !planId
    ? { status: 'none' }
    : quote.isPending
      ? { status: 'loading' }
      : quote.isError
        ? {
            status: 'failed',
            message: failureText(quote.error, TOASTS.planChangeError.description),
          }
        : {
            status: 'ready',
            kind: quote.data.kind,
            amount: quote.data.amount,
            summary: planChangeSummary(quoteFromAnswer(quote.data), {
              from: currentPlanName,
              to: chosen?.name ?? quote.data.plan.name,
              toPrice: quote.data.plan.price,
              toCycleDays: quote.data.plan.billingCycleDays,
            }),
          }

  const close = () => {
    if (change.isPending) return
    change.reset()
    setPlanId(null)
    onClose()
  }

  const confirm = () => {
    if (!subscription || !planId || state.status !== 'ready') return
    change.mutate(
      { subscriptionId: subscription._id, planId, expectedAmount: state.amount },
      {
        onSuccess: ({ message }) => {
          const title =
            state.kind === 'upgrade'
              ? TOASTS.planUpgraded.title
              : TOASTS.planDowngradeScheduled.title
          void notify('success', { title, description: message })
          void invalidateAccountLists(queryClient, user._id)
          change.reset()
          setPlanId(null)
          onClose()
        },
        // A changed amount is quoted again, so the new figure is what gets confirmed.
        onError: () => void quote.refetch(),
      },
    )
  }

  return (
    <Dialog
      open={subscription !== null}
      onOpenChange={(open) => {
        if (!open) close()
      }}
      currentPlanName={currentPlanName}
      plans={choices}
      selectedPlanId={planId}
      onSelect={(id) => {
        change.reset()
        setPlanId(id)
      }}
      quote={state}
      busy={change.isPending}
      error={
        change.error ? failureText(change.error, TOASTS.planChangeError.description) : undefined
      }
      onConfirm={confirm}
    />
  )
}
