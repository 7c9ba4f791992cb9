import { PAYMENT_REDIRECT_MS } from '@atendimento/domain/constants'
import { MONTHLY_CYCLE_DAYS } from '@atendimento/domain/money'
import type { CardForm } from '@atendimento/domain/schemas/card'
import { TOASTS } from '@atendimento/domain/toasts'
import { SecurePaymentDialog as PaymentDialog } from '@atendimento/ui/secure-payment-dialog'
import { useEffect, useRef, useState } from 'react'
import { ApiError } from '../../api/request.ts'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { paymentFailureToast } from '../checkout/payment.ts'
import { useCardPayment } from '../checkout/payment-mutations.ts'
import { notify } from '../shell/notify.ts'

export interface PaymentTarget {
  planId: string
  name: string
  price: number
  billingCycleDays?: number
}

/**
 * The secure-payment modal: the card form for subscribing to a plan from the dashboard, or for
 * 'Continuar Pagamento' (the server resumes the pending subscription of that plan). An approved
 * payment is shown for 2 s, then the modal closes and the lists load again.
 */
export function SecurePaymentDialog({
  target,
  onClose,
}: {
  target: PaymentTarget | null
  onClose: () => void
}) {
  const { user, token } = useSignedIn()
  const payment = useCardPayment()
  const [approved, setApproved] = useState(false)
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(closeTimer.current), [])

  const close = () => {
    setApproved(false)
    payment.reset()
    onClose()
  }

  function pay(card: CardForm) {
    if (!target) return
    payment.mutate(
      { planId: target.planId, card, user, token },
      {
        onSuccess: ({ approved, message }) => {
          if (approved) {
            setApproved(true)
            void notify('success', TOASTS.paymentSuccess)
            closeTimer.current = setTimeout(close, PAYMENT_REDIRECT_MS)
          } else {
            // Still being analysed by the provider: it shows under 'Pagamentos Pendentes'.
            void notify('info', { title: message })
            close()
          }
        },
        onError: (error) => void notify('error', paymentFailureToast(error)),
      },
    )
  }

  return (
    <PaymentDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) close()
      }}
      plan={{
        name: target?.name ?? '',
        price: target?.price ?? 0,
        billingCycleDays: target?.billingCycleDays ?? MONTHLY_CYCLE_DAYS,
      }}
      onSubmit={pay}
      busy={payment.isPending}
      approved={approved}
      error={
        payment.error instanceof ApiError
          ? paymentFailureToast(payment.error).description
          : undefined
      }
    />
  )
}
