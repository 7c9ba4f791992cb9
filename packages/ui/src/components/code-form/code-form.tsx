import { type ValidateCodeRequest, validateCodeSchema } from '@atendimento/domain/schemas/auth'
import { css } from '@atendimento/ui/styled-system/css'
import type { FormEvent } from 'react'
import { FormFrame } from '../../forms/form-frame.tsx'
import { formStyles } from '../../forms/form-styles.ts'
import { useForm } from '../../forms/use-form.ts'
import { Button } from '../button/button.tsx'
import { CodeInput } from '../code-input/code-input.tsx'
import * as Field from '../field/field.tsx'

export interface CodeFormProps {
  /** Where the code was sent (from the page's ?email=). */
  email: string
  onSubmit: (request: ValidateCodeRequest) => void
  /** 'Reenviar código'. */
  onResend: () => void
  busy?: boolean
  resending?: boolean
  error?: string
  /**
   * The title over `error` (e.g. 'Erro no login'): the alert in the form is the one place a
   * failed submit is told, so it carries what the toast used to say.
   */
  errorTitle?: string
  defaultCode?: string
}

const center = css({ alignSelf: 'center' })

/** /validar-codigo: six boxes for the emailed code, and a link to send it again. */
export function CodeForm({
  email,
  onSubmit,
  onResend,
  busy = false,
  resending = false,
  error,
  errorTitle,
  defaultCode = '',
}: CodeFormProps) {
  const form = useForm({ email, code: defaultCode })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const result = form.check(validateCodeSchema)
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
      <p className={formStyles.muted}>
        Enviamos um código de 6 caracteres para <strong>{email}</strong>.
      </p>
      <Field.Root invalid={Boolean(form.errors.code)} className={center}>
        <CodeInput
          name="code"
          value={form.values.code}
          onValueChange={form.set('code')}
          invalid={Boolean(form.errors.code)}
          disabled={busy}
        />
        <Field.ErrorText>{form.errors.code}</Field.ErrorText>
      </Field.Root>
      <Button type="submit" fullWidth loading={busy} loadingText="Validando...">
        Validar código
      </Button>
      <p className={formStyles.muted}>
        Não recebeu?{' '}
        <Button
          variant="link"
          size="sm"
          onClick={onResend}
          loading={resending}
          loadingText="Reenviando..."
        >
          Reenviar código
        </Button>
      </p>
    </FormFrame>
  )
}
