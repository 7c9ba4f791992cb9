import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import * as Dialog from '../dialog/dialog.tsx'

export interface FormDialogProps {
  title: ReactNode
  description?: ReactNode
  /** The form (or its review step): it brings its own buttons, Cancelar among them. */
  children: ReactNode
  /** A request is running: Escape and a click outside do nothing. */
  busy?: boolean
  onClose: () => void
}

/**
 * A form in a dialog, open while it is mounted (the screen mounts it to open it): a new plan,
 * a release to publish. Closing asks the screen to unmount it.
 */
export function FormDialog({
  title,
  description,
  children,
  busy = false,
  onClose,
}: FormDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} preventClose={busy}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={busy || undefined}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
              {description && <Dialog.Description>{description}</Dialog.Description>}
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
