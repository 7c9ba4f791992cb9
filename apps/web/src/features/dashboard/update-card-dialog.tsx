import { SUBSCRIPTION_ROWS } from '@atendimento/domain/contract/rows/subscription-rows'
import type { CardForm } from '@atendimento/domain/schemas/card'
import type { Subscription } from '@atendimento/domain/schemas/subscription'
import { UpdateCardDialog as Dialog } from '@atendimento/ui/update-card-dialog'
import { useQueryClient } from '@tanstack/react-query'
import { fetchAnswer } from '../../api/call-api.ts'
import { useRepeatSafeMutation } from '../../api/repeat-safe-mutation.ts'
import { ApiError } from '../../api/request.ts'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { cardPaymentPayload, payerFrom, paymentFailureToast } from '../checkout/payment.ts'
import { notify } from '../shell/notify.ts'
import { invalidateAccountLists } from './queries.ts'

/** PUT /subscription/{id}/card: the card of the next renewals, saved without a charge. */
function useUpdateCard() {
  const { token, user } = useSignedIn()
  const queryClient = useQueryClient()
  return useRepeatSafeMutation({
    mutationFn: async (input: { subscriptionId: string; card: CardForm }, idempotencyKey) =>
      fetchAnswer(SUBSCRIPTION_ROWS.updateCard, {
        params: { id: input.subscriptionId },
        body: await cardPaymentPayload(input.card, payerFrom(user)),
        token,
        idempotencyKey,
      }),
    onSuccess: () => invalidateAccountLists(queryClient, user._id),
  })
}

/** 'Atualizar cartão' on the active plan card; a refused card keeps the dialog open with why. */
export function UpdateCardDialog({
  subscription,
  currentCard,
  onClose,
}: {
  subscription: Subscription | null
  currentCard: string | undefined
  onClose: () => void
}) {
  const update = useUpdateCard()
  const close = () => {
    update.reset()
    onClose()
  }
  return (
    <Dialog
      open={subscription !== null}
      onOpenChange={(open) => {
        if (!open) close()
      }}
      currentCard={currentCard}
      busy={update.isPending}
      error={
        update.error instanceof ApiError ? paymentFailureToast(update.error).description : undefined
      }
      onInvalidCard={() => {
        if (update.isError) update.reset()
      }}
      onSubmit={(card) => {
        if (!subscription) return
        update.mutate(
          { subscriptionId: subscription._id, card },
          {
            onSuccess: ({ message }) => {
              void notify('success', { title: message })
              close()
            },
            onError: (error) => {
              if (!(error instanceof ApiError)) void notify('error', paymentFailureToast(error))
            },
          },
        )
      }}
    />
  )
}
