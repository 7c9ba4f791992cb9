import {
  type UpdatePasswordRequest,
  updatePasswordSchema,
} from '@atendimento/domain/schemas/account'
import {
  changePasswordFormSchema,
  type ChangePasswordForm as RecoveryOutput,
} from '@atendimento/domain/schemas/auth'
import type { FormEvent, ReactNode, RefObject } from 'react'
import { FormFrame } from '../../forms/form-frame.tsx'
import { formStyles } from '../../forms/form-styles.ts'
import { useForm } from '../../forms/use-form.ts'
import { Alert } from '../alert/alert.tsx'
import { Button } from '../button/button.tsx'
import { FormField } from '../field/field.tsx'
import { Input } from '../input/input.tsx'
import { PasswordInput } from '../password-input/password-input.tsx'

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

interface PasswordFieldProps {
  label: string
  name: string
  value: string
  error?: string
  autoComplete: 'current-password' | 'new-password'
  onChange: (value: string) => void
}

function PasswordField({ label, name, value, error, autoComplete, onChange }: PasswordFieldProps) {
  return (
    <FormField label={label} error={error} required>
      <PasswordInput
        name={name}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </FormField>
  )
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
        name="password"
        autoComplete="new-password"
        value={form.values.password}
        error={form.errors.password}
        onChange={form.set('password')}
      />
      <PasswordField
        label="Confirmar nova senha"
        name="confirmPassword"
        autoComplete="new-password"
        value={form.values.confirmPassword}
        error={form.errors.confirmPassword}
        onChange={form.set('confirmPassword')}
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
        name="password"
        autoComplete="current-password"
        value={form.values.password}
        error={form.errors.password}
        onChange={form.set('password')}
      />
      <PasswordField
        label="Nova senha"
        name="newPassword"
        autoComplete="new-password"
        value={form.values.newPassword}
        error={form.errors.newPassword}
        onChange={form.set('newPassword')}
      />
      <PasswordField
        label="Confirmar nova senha"
        name="confirmNewPassword"
        autoComplete="new-password"
        value={form.values.confirmNewPassword}
        error={form.errors.confirmNewPassword}
        onChange={form.set('confirmNewPassword')}
      />
    </Frame>
  )
}
