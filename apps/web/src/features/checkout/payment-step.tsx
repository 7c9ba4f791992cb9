import { CHECKOUT_GATE_TEXTS } from '@atendimento/domain/checkout-gate'
import { PIX_TEXTS } from '@atendimento/domain/pix/pix-texts'
import type { PaymentMethod } from '@atendimento/domain/schemas/payment'
import { TOASTS } from '@atendimento/domain/toasts'
import { Alert } from '@atendimento/ui/alert'
import { Button } from '@atendimento/ui/button'
import { CardForm } from '@atendimento/ui/card-form'
import { PaymentMethodChoice } from '@atendimento/ui/payment-method-choice'
import { useEffect, useState } from 'react'
import { formStyles } from '../account/styles.ts'
import { BackButton } from './back-button.tsx'
import { checkoutStyles as styles } from './checkout-styles.ts'
import { PaymentPix } from './payment-pix.tsx'
import type { Payment } from './use-payment.ts'

export interface PaymentStepProps {
  payment: Payment
  /** The session the Pix status is checked with (a signup's Pix starts one). */
  token: string | null
  onBack: () => void
  /** The Pix shown is one this checkout found pending when it opened. */
  resumed?: boolean
}

/** 'Cartão de crédito' or 'Pix': the card form, or the Pix code once asked for. */
export function PaymentStep({ payment, token, onBack, resumed }: PaymentStepProps) {
  const [method, setMethod] = useState<PaymentMethod>('credit_card')
  // A Pix asked for elsewhere (resumed when the checkout opened) shows under its own choice.
  const asked = payment.asked
  useEffect(() => {
    if (asked === 'pix') setMethod('pix')
  }, [asked])
  const error = payment.errorFor(method)
  const requestPix = () => payment.pay({ method: 'pix' })
  return (
    <div className={styles.panel}>
      {error && <Alert tone="error" title={TOASTS.paymentError.title} description={error} />}
      <PaymentMethodChoice value={method} onValueChange={setMethod} disabled={payment.busy} />
      {method === 'credit_card' ? (
        <CardForm
          busy={payment.busyWith('credit_card')}
          submitLabel="Pagar e assinar"
          onSubmit={(card) => payment.pay({ method: 'credit_card', card })}
          onInvalid={payment.clearError}
        />
      ) : payment.pix && token ? (
        <>
          {resumed && <p className={formStyles.muted}>{CHECKOUT_GATE_TEXTS.pixResumed}</p>}
          <PaymentPix payment={payment} token={token} />
        </>
      ) : (
        <>
          <p className={formStyles.muted}>{PIX_TEXTS.pixHint}</p>
          <Button
            className={styles.start}
            loading={payment.busyWith('pix')}
            loadingText={PIX_TEXTS.generating}
            onClick={requestPix}
          >
            {PIX_TEXTS.generate}
          </Button>
        </>
      )}
      <BackButton onBack={onBack} disabled={payment.busy} />
    </div>
  )
}
