import { PAYMENT_REDIRECT_MS } from '@atendimento/domain/constants'
import { MONTHLY_CYCLE_DAYS } from '@atendimento/domain/money'
import type { PaymentMethod } from '@atendimento/domain/schemas/payment'
import { TOASTS } from '@atendimento/domain/toasts'
import { SecurePaymentDialog as PaymentDialog } from '@atendimento/ui/secure-payment-dialog'
import { useEffect, useRef, useState } from 'react'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { PaymentPix } from '../checkout/payment-pix.tsx'
import { usePayment } from '../checkout/use-payment.ts'
import { notify } from '../shell/notify.ts'

export interface PaymentTarget {
  planId: string
  name: string
  price: number
  billingCycleDays?: number
  /** How the subscription is paid: a pending Pix opens on Pix, showing its code again. */
  method?: PaymentMethod
}

/**
 * The secure-payment modal: the card form or a Pix code for subscribing to a plan from the
 * dashboard, or for 'Continuar Pagamento' (the server resumes the pending subscription of that
 * plan). Paid through usePayment, as the checkout pays. An approved payment is shown for 2 s,
 * then the modal closes and the lists load again.
 */
export function SecurePaymentDialog({
  target,
  onClose,
}: {
  target: PaymentTarget | null
  onClose: () => void
}) {
  const { user, token } = useSignedIn()
  const [chosen, setChosen] = useState<PaymentMethod | null>(null)
  const method = chosen ?? target?.method ?? 'credit_card'
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(closeTimer.current), [])

  const payment = usePayment(
    target?.planId ?? '',
    { kind: 'customer', token, user },
    {
      onApproved: () => {
        void notify('success', TOASTS.paymentSuccess)
        closeTimer.current = setTimeout(close, PAYMENT_REDIRECT_MS)
      },
      // Still being analysed by the provider: it shows under 'Pagamentos Pendentes'.
      onInReview: (message) => {
        void notify('info', { title: message })
        close()
      },
    },
  )

  function close() {
    setChosen(null)
    payment.reset()
    onClose()
  }

  const requestPix = () => payment.pay({ method: 'pix' })
  // 'Continuar Pagamento' on a pending Pix: its code again, without another click.
  const resumePix = target?.method === 'pix'
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening of a Pix target
  useEffect(() => {
    if (resumePix) requestPix()
  }, [resumePix, target?.planId])

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
      onSubmit={(card) => payment.pay({ method: 'credit_card', card })}
      busy={payment.busyWith('credit_card') || (payment.busyWith('pix') && !payment.pix)}
      approved={payment.approved}
      error={payment.errorFor(method)}
      onInvalidCard={payment.clearError}
      method={method}
      onMethodChange={setChosen}
      onRequestPix={requestPix}
      pix={payment.pix && <PaymentPix payment={payment} token={token} />}
    />
  )
}
