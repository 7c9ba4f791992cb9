import { PAYMENT_REDIRECT_MS } from '@atendimento/domain/constants'
import { TOASTS } from '@atendimento/domain/messages'
import { MONTHLY_CYCLE_DAYS } from '@atendimento/domain/money'
import type { CardForm } from '@atendimento/domain/schemas/card'
import { SecurePaymentDialog as PaymentDialog } from '@atendimento/ui/secure-payment-dialog'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { createSubscription } from '../../api/subscriptions.ts'
import { useSession } from '../auth/session-provider.tsx'
import { cardPaymentPayload, payerFrom, paymentErrorToast } from '../checkout/payment.ts'
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
  const { user, token } = useSession()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [approved, setApproved] = useState(false)
  const [error, setError] = useState<string>()
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(closeTimer.current), [])

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['subscriptions'] })
    await queryClient.invalidateQueries({ queryKey: ['payments'] })
  }
  const close = () => {
    setApproved(false)
    setError(undefined)
    onClose()
  }

  async function pay(card: CardForm) {
    if (!target || !user || !token) return
    setBusy(true)
    setError(undefined)
    try {
      const payload = await cardPaymentPayload(card, payerFrom(user))
      const result = await createSubscription(token, target.planId, payload)
      if (!result.success) {
        const toast = paymentErrorToast(result.message)
        setError(toast.description)
        void notify('error', toast)
        return
      }
      if (result.data?.status === 'active') {
        setApproved(true)
        void notify('success', TOASTS.paymentSuccess)
        closeTimer.current = setTimeout(close, PAYMENT_REDIRECT_MS)
      } else {
        // Still being analysed by the provider: it shows under 'Pagamentos Pendentes'.
        void notify('info', { title: result.message })
        close()
      }
      await refresh()
    } catch (failure) {
      console.error(failure)
      void notify('error', TOASTS.paymentFallback)
    } finally {
      setBusy(false)
    }
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
      onSubmit={(card) => void pay(card)}
      busy={busy}
      approved={approved}
      error={error}
    />
  )
}
