import { PAYMENT_REDIRECT_MS } from '@atendimento/domain/constants'
import { MONTHLY_CYCLE_DAYS } from '@atendimento/domain/money'
import type { CardForm } from '@atendimento/domain/schemas/card'
import type { PaymentMethod } from '@atendimento/domain/schemas/payment'
import type { PixCharge } from '@atendimento/domain/schemas/pix'
import { TOASTS } from '@atendimento/domain/toasts'
import { SecurePaymentDialog as PaymentDialog } from '@atendimento/ui/secure-payment-dialog'
import { Spinner } from '@atendimento/ui/spinner'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { ApiError } from '../../api/request.ts'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { paymentFailureToast } from '../checkout/payment.ts'
import { useCardPayment } from '../checkout/payment-mutations.ts'
import { useIssuePix } from '../checkout/pix-mutations.ts'
import { notify } from '../shell/notify.ts'

// The Pix screen (and its QR encoder) loads only when someone pays with Pix.
const PixPanel = lazy(() => import('../checkout/pix-panel.tsx'))

export interface PaymentTarget {
  planId: string
  name: string
  price: number
  billingCycleDays?: number
  /** How the subscription is paid: a pending Pix opens on Pix, showing its code again. */
  method?: PaymentMethod
}

/** One message per failure: the dialog's alert tells an answer of the API, a toast anything else. */
function toastUnlessShown(error: Error) {
  if (!(error instanceof ApiError)) void notify('error', paymentFailureToast(error))
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
  const issuePix = useIssuePix()
  const [approved, setApproved] = useState(false)
  const [chosen, setChosen] = useState<PaymentMethod | null>(null)
  const [pix, setPix] = useState<PixCharge | null>(null)
  const method = chosen ?? target?.method ?? 'credit_card'
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(closeTimer.current), [])

  const close = () => {
    setApproved(false)
    setChosen(null)
    setPix(null)
    payment.reset()
    issuePix.reset()
    onClose()
  }

  const paid = () => {
    setApproved(true)
    void notify('success', TOASTS.paymentSuccess)
    closeTimer.current = setTimeout(close, PAYMENT_REDIRECT_MS)
  }

  function requestPix() {
    if (!target) return
    issuePix.mutate(
      { planId: target.planId, token, userId: user._id },
      {
        onSuccess: (data) => setPix(data.pix),
        onError: toastUnlessShown,
      },
    )
  }

  // 'Continuar Pagamento' on a pending Pix: its code again, without another click.
  const resumePix = target?.method === 'pix'
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening of a Pix target
  useEffect(() => {
    if (resumePix) requestPix()
  }, [resumePix, target?.planId])

  function pay(card: CardForm) {
    if (!target) return
    payment.mutate(
      { planId: target.planId, card, user, token },
      {
        onSuccess: ({ approved, message }) => {
          if (approved) {
            paid()
          } else {
            // Still being analysed by the provider: it shows under 'Pagamentos Pendentes'.
            void notify('info', { title: message })
            close()
          }
        },
        onError: toastUnlessShown,
      },
    )
  }

  const failed = method === 'pix' ? issuePix.error : payment.error
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
      busy={payment.isPending || (issuePix.isPending && !pix)}
      approved={approved}
      error={failed instanceof ApiError ? paymentFailureToast(failed).description : undefined}
      method={method}
      onMethodChange={setChosen}
      onRequestPix={requestPix}
      pix={
        pix && (
          <Suspense fallback={<Spinner />}>
            <PixPanel
              key={pix.pixId}
              pix={pix}
              token={token}
              onPaid={paid}
              onNewCode={requestPix}
              renewing={issuePix.isPending}
            />
          </Suspense>
        )
      }
    />
  )
}
