import { Portal } from '@ark-ui/react/portal'
import type { ReactElement, ReactNode } from 'react'
import { Button } from '../button/button.tsx'
import * as Dialog from '../dialog/dialog.tsx'

export interface AlertDialogProps {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** An element (usually a Button) that opens the dialog. */
  trigger?: ReactElement
  title: ReactNode
  description?: ReactNode
  /** Extra content between the description and the buttons (a success message, a note...). */
  children?: ReactNode
  confirmLabel: string
  cancelLabel?: string
  onConfirm?: () => void
  /** `danger` paints the confirmation red (cancelling a subscription, deleting an account). */
  tone?: 'default' | 'danger'
  /** The confirmation is running: its button spins and the dialog cannot be closed. */
  busy?: boolean
  busyLabel?: string
  /** Keeps the dialog open even when not busy (after success, before it closes itself). */
  preventClose?: boolean
  /** Hides the buttons (e.g. while a success message is shown). */
  hideActions?: boolean
  /** The confirmation cannot run yet (nothing chosen, a figure still loading). */
  confirmDisabled?: boolean
}

/** A confirmation that interrupts the user (role alertdialog); Escape and outside clicks close it. */
export function AlertDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = 'Cancelar',
  onConfirm,
  tone = 'default',
  busy = false,
  busyLabel = 'Processando...',
  preventClose = false,
  hideActions = false,
  confirmDisabled = false,
}: AlertDialogProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      preventClose={busy || preventClose}
      size="sm"
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={busy || undefined}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
              {description && <Dialog.Description>{description}</Dialog.Description>}
            </Dialog.Header>
            {children && <Dialog.Body>{children}</Dialog.Body>}
            {!hideActions && (
              <Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <Button variant="outline">{cancelLabel}</Button>
                </Dialog.CloseTrigger>
                <Button
                  variant={tone === 'danger' ? 'danger' : 'solid'}
                  loading={busy}
                  loadingText={busyLabel}
                  onClick={onConfirm}
                  disabled={(preventClose || confirmDisabled) && !busy}
                >
                  {confirmLabel}
                </Button>
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
