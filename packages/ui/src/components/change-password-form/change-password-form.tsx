import {
  type UpdatePasswordRequest,
  updatePasswordSchema,
} from '@atendimento/domain/schemas/account'
import {
  changePasswordFormSchema,
  type ChangePasswordForm as RecoveryOutput,
} from '@atendimento/domain/schemas/auth'
import type { FormEvent, ReactNode, RefObject } from 'react'
import { PasswordField } from '../../forms/bound-fields.tsx'
import { FormFrame } from '../../forms/form-frame.tsx'
import { formStyles } from '../../forms/form-styles.ts'
import { useForm } from '../../forms/use-form.ts'
import { Alert } from '../alert/alert.tsx'
import { Button } from '../button/button.tsx'
import { FormField } from '../field/field.tsx'
import { Input } from '../input/input.tsx'

interface Common {
  busy?: boolean
  error?: string
  /**
   * The title over `error` (e.g. 'Erro no login'): the alert in the form is the one place a
   * failed submit is told, so it carries what the toast used to say.
   */
  errorTitle?: string
  /** Shows 'Cancelar' (the dashboard's security panel leaves edit mode with it). */
  onCancel?: () => void
  submitLabel?: string
}

export interface RecoveryModeProps extends Common {
  /** Anonymous recovery: email and code come from the page and are shown read-only. */
  mode: 'recovery'
  email: string
  code: string
  onSubmit: (form: RecoveryOutput) => void
}

export interface AuthenticatedModeProps extends Common {
  /** 'Editar senha' and the dashboard's Segurança tab: the current password comes first. */
  mode: 'authenticated'
  onSubmit: (request: UpdatePasswordRequest) => void
}

export type ChangePasswordFormProps = RecoveryModeProps | AuthenticatedModeProps

/**
 * /alterar-senha in both modes and the dashboard's 'Alterar Senha' panel: the new password
 * twice, after the current one when signed in. Rules and messages from the domain schemas.
 */
export function ChangePasswordForm(props: ChangePasswordFormProps) {
  return props.mode === 'recovery' ? <RecoveryForm {...props} /> : <AuthenticatedForm {...props} />
}

function Frame({
  busy = false,
  error,
  errorTitle,
  onCancel,
  submitLabel = 'Alterar senha',
  onSubmit,
  children,
  formRef,
}: Common & {
  onSubmit: () => void
  children: ReactNode
  formRef?: RefObject<HTMLFormElement | null>
}) {
  return (
    <FormFrame
      formRef={formRef}
      busy={busy}
      error={error}
      errorTitle={errorTitle}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        if (!busy) onSubmit()
      }}
    >
      {children}
      <div className={formStyles.actions}>
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancelar
          </Button>
        )}
        <Button type="submit" loading={busy} loadingText="Salvando..." fullWidth={!onCancel}>
          {submitLabel}
        </Button>
      </div>
    </FormFrame>
  )
}

function RecoveryForm({ email, code, onSubmit, ...common }: RecoveryModeProps) {
  const form = useForm({ email, code, password: '', confirmPassword: '' })
  return (
    <Frame
      formRef={form.formRef}
      {...common}
      onSubmit={() => {
        const result = form.check(changePasswordFormSchema)
        if (result.success) onSubmit(result.output)
      }}
    >
      <div className={formStyles.row}>
        <FormField label="Email" readOnly>
          <Input name="email" value={email} readOnly />
        </FormField>
        <FormField label="Código" readOnly>
          <Input name="code" value={code} readOnly />
        </FormField>
      </div>
      {(form.errors.email || form.errors.code) && (
        <Alert tone="error" title={form.errors.email ?? form.errors.code} />
      )}
      <PasswordField
        label="Nova senha"
        field={form.field('password')}
        autoComplete="new-password"
      />
      <PasswordField
        label="Confirmar nova senha"
        field={form.field('confirmPassword')}
        autoComplete="new-password"
      />
    </Frame>
  )
}

function AuthenticatedForm({ onSubmit, ...common }: AuthenticatedModeProps) {
  const form = useForm({ password: '', newPassword: '', confirmNewPassword: '' })
  return (
    <Frame
      formRef={form.formRef}
      {...common}
      onSubmit={() => {
        const result = form.check(updatePasswordSchema)
        if (result.success) onSubmit(result.output)
      }}
    >
      <PasswordField
        label="Senha atual"
        field={form.field('password')}
        autoComplete="current-password"
      />
      <PasswordField
        label="Nova senha"
        field={form.field('newPassword')}
        autoComplete="new-password"
      />
      <PasswordField
        label="Confirmar nova senha"
        field={form.field('confirmNewPassword')}
        autoComplete="new-password"
      />
    </Frame>
  )
}
