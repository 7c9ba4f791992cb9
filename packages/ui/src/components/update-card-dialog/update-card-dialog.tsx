import { Portal } from '@ark-ui/react/portal'
import type { CardForm as CardFormOutput } from '@atendimento/domain/schemas/card'
import { TOASTS } from '@atendimento/domain/toasts'
import { css } from '@atendimento/ui/styled-system/css'
import { CreditCard } from 'lucide-react'
import { Alert } from '../alert/alert.tsx'
import { CardForm } from '../card-form/card-form.tsx'
import * as Dialog from '../dialog/dialog.tsx'

export const UPDATE_CARD_TEXTS = {
  open: 'Atualizar cartão',
  title: 'Atualizar cartão',
  description: 'O novo cartão será usado nas próximas renovações. Nada é cobrado agora.',
  current: 'Cartão atual',
  submit: 'Salvar cartão',
} as const

export interface UpdateCardDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** 'Visa final 4444', or nothing for a subscription paid by Pix. */
  currentCard?: string
  onSubmit: (card: CardFormOutput) => void
  /** The card is being checked: the dialog cannot be closed. */
  busy?: boolean
  /** The server's message when the card was refused. */
  error?: string
  /** The card form refused a submit: the screen drops `error` (a new error replaces it). */
  onInvalidCard?: () => void
  now?: () => Date
}

const current = css({ textStyle: 'small', color: 'fg.muted', m: '0' })
const titleRow = css({ display: 'flex', alignItems: 'center', gap: '2' })

/** 'Atualizar cartão': a card form that saves the card for the next renewals, charging nothing. */
export function UpdateCardDialog({
  open,
  onOpenChange,
  currentCard,
  onSubmit,
  busy = false,
  error,
  onInvalidCard,
  now,
}: UpdateCardDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      preventClose={busy}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={busy || undefined}>
            <Dialog.Header>
              <Dialog.Title className={titleRow}>
                <CreditCard aria-hidden="true" /> {UPDATE_CARD_TEXTS.title}
              </Dialog.Title>
              <Dialog.Description>{UPDATE_CARD_TEXTS.description}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              {currentCard && (
                <p className={current}>
                  {UPDATE_CARD_TEXTS.current}: {currentCard}
                </p>
              )}
              {error && (
                <Alert tone="error" title={TOASTS.paymentError.title} description={error} />
              )}
              <CardForm
                onSubmit={onSubmit}
                onInvalid={onInvalidCard}
                busy={busy}
                now={now}
                submitLabel={UPDATE_CARD_TEXTS.submit}
              />
            </Dialog.Body>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
