import { Portal } from '@ark-ui/react/portal'
import { billingCycleLabel, formatCents, subscriptionKindLabel } from '@atendimento/domain/money'
import { PIX_TEXTS } from '@atendimento/domain/pix/pix-texts'
import type { CardForm as CardFormOutput } from '@atendimento/domain/schemas/card'
import type { PaymentMethod } from '@atendimento/domain/schemas/payment'
import type { Plan } from '@atendimento/domain/schemas/plan'
import { TOASTS } from '@atendimento/domain/toasts'
import { css } from '@atendimento/ui/styled-system/css'
import { ShieldCheck } from 'lucide-react'
import type { ReactElement, ReactNode } from 'react'
import { Alert } from '../alert/alert.tsx'
import { Button } from '../button/button.tsx'
import { CardForm } from '../card-form/card-form.tsx'
import * as Dialog from '../dialog/dialog.tsx'
import { PaymentMethodChoice } from '../payment-method-choice/payment-method-choice.tsx'

export interface SecurePaymentDialogProps {
  open?: boolean
  onOpenChange?: (open: boolean) => void
  trigger?: ReactElement
  plan: Pick<Plan, 'name' | 'price' | 'billingCycleDays'>
  onSubmit: (card: CardFormOutput) => void
  /** The payment is being processed: the dialog cannot be closed. */
  busy?: boolean
  /** The server's message when the payment failed. */
  error?: string
  /** The card form refused a submit: the screen drops `error` (a new error replaces it). */
  onInvalidCard?: () => void
  /** Approved: the success is shown and the dialog stays until the screen closes it. */
  approved?: boolean
  now?: () => Date
  /** With `onMethodChange`, the choice of 'Cartão de crédito' or 'Pix' comes first. */
  method?: PaymentMethod
  onMethodChange?: (method: PaymentMethod) => void
  /** 'Gerar código Pix' was pressed. */
  onRequestPix?: () => void
  /** The Pix once issued (the screen renders its code, QR code and status here). */
  pix?: ReactNode
}

const summary = css({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '3',
  p: '4',
  borderRadius: 'lg',
  bg: 'bg.subtle',
  borderWidth: '1px',
  borderColor: 'border.default',
})
const planName = css({ fontWeight: 'semibold', m: '0' })
const price = css({ fontWeight: 'bold', fontSize: 'lg', m: '0', textAlign: 'end' })
const cycle = css({ fontSize: 'sm', color: 'fg.muted', fontWeight: 'normal' })
const hint = css({ textStyle: 'small', color: 'fg.muted', m: '0' })
const titleRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  '& svg': { color: 'fg.success' },
})

/** The dashboard's card payment for a plan: summary, card form, and no closing mid-payment. */
export function SecurePaymentDialog({
  open,
  onOpenChange,
  trigger,
  plan,
  onSubmit,
  busy = false,
  error,
  onInvalidCard,
  approved = false,
  now,
  method = 'credit_card',
  onMethodChange,
  onRequestPix,
  pix,
}: SecurePaymentDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      preventClose={busy || approved}
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={busy || undefined}>
            <Dialog.Header>
              <Dialog.Title className={titleRow}>
                <ShieldCheck aria-hidden="true" /> Pagamento seguro
              </Dialog.Title>
              <Dialog.Description>
                {/* From the plan's cycle: a 90-day plan is not 'mensal'. */}
                {subscriptionKindLabel(plan.billingCycleDays)}{' '}
                {onMethodChange ? 'no cartão de crédito ou no Pix' : 'no cartão de crédito'}, sem
                fidelidade.
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              <div className={summary}>
                <p className={planName}>{plan.name}</p>
                <p className={price}>
                  {formatCents(plan.price)}{' '}
                  <span className={cycle}>{billingCycleLabel(plan.billingCycleDays)}</span>
                </p>
              </div>
              {approved ? (
                <Alert tone="success" title={TOASTS.paymentSuccess.title} />
              ) : (
                <>
                  {onMethodChange && (
                    <PaymentMethodChoice
                      value={method}
                      onValueChange={onMethodChange}
                      disabled={busy}
                    />
                  )}
                  {error && (
                    <Alert tone="error" title={TOASTS.paymentError.title} description={error} />
                  )}
                  {method === 'credit_card' ? (
                    <CardForm
                      onSubmit={onSubmit}
                      onInvalid={onInvalidCard}
                      busy={busy}
                      now={now}
                      submitLabel={`Pagar ${formatCents(plan.price)}`}
                    />
                  ) : (
                    (pix ?? (
                      <>
                        <p className={hint}>{PIX_TEXTS.pixHint}</p>
                        <Button
                          onClick={onRequestPix}
                          loading={busy}
                          loadingText={PIX_TEXTS.generating}
                        >
                          {PIX_TEXTS.generate}
                        </Button>
                      </>
                    ))
                  )}
                </>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
