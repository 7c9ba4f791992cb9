import { Portal } from '@ark-ui/react/portal'
import { billingCycleLabel, formatCents } from '@atendimento/domain/money'
import type { CardForm as CardFormOutput } from '@atendimento/domain/schemas/card'
import type { Plan } from '@atendimento/domain/schemas/plan'
import { TOASTS } from '@atendimento/domain/toasts'
import { css } from '@atendimento/ui/styled-system/css'
import { ShieldCheck } from 'lucide-react'
import type { ReactElement } from 'react'
import { Alert } from '../alert/alert.tsx'
import { CardForm } from '../card-form/card-form.tsx'
import * as Dialog from '../dialog/dialog.tsx'

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
  /** Approved: the success is shown and the dialog stays until the screen closes it. */
  approved?: boolean
  now?: () => Date
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
  approved = false,
  now,
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
                Assinatura mensal no cartão de crédito, sem fidelidade.
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
                  {error && (
                    <Alert tone="error" title={TOASTS.paymentError.title} description={error} />
                  )}
                  <CardForm
                    onSubmit={onSubmit}
                    busy={busy}
                    now={now}
                    submitLabel={`Pagar ${formatCents(plan.price)}`}
                  />
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
