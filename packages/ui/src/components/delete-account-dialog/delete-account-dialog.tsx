import { DELETION_CONSEQUENCES, PRIVACY_TEXTS } from '@atendimento/domain/privacy'
import { css } from '@atendimento/ui/styled-system/css'
import type { ReactElement } from 'react'
import { Alert } from '../alert/alert.tsx'
import { AlertDialog } from '../alert-dialog/alert-dialog.tsx'
import { FormField } from '../field/field.tsx'
import { PasswordInput } from '../password-input/password-input.tsx'

export interface DeleteAccountDialogProps {
  open?: boolean
  onOpenChange?: (open: boolean) => void
  trigger?: ReactElement
  password: string
  onPasswordChange: (value: string) => void
  /** The password field's own message (left blank). */
  passwordError?: string
  /** The server's message (a wrong password, a provider that did not answer). */
  error?: string
  busy?: boolean
  onConfirm: () => void
}

const styles = {
  body: css({ display: 'grid', gap: '4' }),
  list: css({
    m: '0',
    pl: '5',
    display: 'grid',
    gap: '1',
    textStyle: 'small',
    listStyleType: 'disc',
  }),
}

/**
 * 'Excluir conta permanentemente': states every consequence and asks for the password again, so
 * a session left open on someone else's computer is not enough to erase the account.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  trigger,
  password,
  onPasswordChange,
  passwordError,
  error,
  busy = false,
  onConfirm,
}: DeleteAccountDialogProps) {
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      tone="danger"
      title={PRIVACY_TEXTS.deleteTitle}
      description={PRIVACY_TEXTS.deleteDescription}
      confirmLabel={PRIVACY_TEXTS.deleteButton}
      cancelLabel="Manter minha conta"
      busy={busy}
      busyLabel={PRIVACY_TEXTS.deleting}
      onConfirm={onConfirm}
    >
      <form
        className={styles.body}
        onSubmit={(event) => {
          event.preventDefault()
          onConfirm()
        }}
      >
        <ul className={styles.list}>
          {DELETION_CONSEQUENCES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <FormField label={PRIVACY_TEXTS.passwordLabel} error={passwordError} required>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={password}
            disabled={busy}
            onChange={(event) => onPasswordChange(event.currentTarget.value)}
          />
        </FormField>
        {error && <Alert tone="error" title="A conta não foi excluída" description={error} />}
      </form>
    </AlertDialog>
  )
}
