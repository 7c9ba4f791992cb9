import { type ForgotPasswordRequest, forgotPasswordSchema } from '@atendimento/domain/schemas/auth'
import type { FormEvent } from 'react'
import { FormFrame } from '../../forms/form-frame.tsx'
import { formStyles } from '../../forms/form-styles.ts'
import { type RenderLink, renderAnchor } from '../../forms/link.tsx'
import { useForm } from '../../forms/use-form.ts'
import { Button } from '../button/button.tsx'
import { FormField } from '../field/field.tsx'
import { Input } from '../input/input.tsx'

export interface ForgotPasswordFormProps {
  onSubmit: (request: ForgotPasswordRequest) => void
  busy?: boolean
  error?: string
  /**
   * The title over `error` (e.g. 'Erro no login'): the alert in the form is the one place a
   * failed submit is told, so it carries what the toast used to say.
   */
  errorTitle?: string
  defaultEmail?: string
  renderLink?: RenderLink
}

/** /esqueci-senha: the account's email, to receive a 6-character code. */
export function ForgotPasswordForm({
  onSubmit,
  busy = false,
  error,
  errorTitle,
  defaultEmail = '',
  renderLink = renderAnchor,
}: ForgotPasswordFormProps) {
  const form = useForm({ email: defaultEmail })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const result = form.check(forgotPasswordSchema)
    if (result.success) onSubmit(result.output)
  }
  return (
    <FormFrame
      formRef={form.formRef}
      onSubmit={submit}
      busy={busy}
      error={error}
      errorTitle={errorTitle}
    >
      <FormField
        label="Email"
        error={form.errors.email}
        helperText="Enviaremos um código de 6 caracteres para este email."
        required
      >
        <Input
          type="email"
          name="email"
          autoComplete="email"
          placeholder="seu@email.com"
          value={form.values.email}
          onChange={(event) => form.set('email')(event.currentTarget.value)}
        />
      </FormField>
      <Button type="submit" fullWidth loading={busy} loadingText="Enviando...">
        Enviar código
      </Button>
      <p className={formStyles.muted}>
        Lembrou a senha?{' '}
        {renderLink({ href: '/login', className: formStyles.link, children: 'Voltar ao login' })}
      </p>
    </FormFrame>
  )
}
