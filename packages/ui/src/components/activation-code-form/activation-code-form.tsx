import { maskUserCode } from '@atendimento/domain/devices/user-code'
import { type ActivationCode, activationCodeSchema } from '@atendimento/domain/schemas/device'
import { css } from '@atendimento/ui/styled-system/css'
import type { FormEvent } from 'react'
import { FormFrame } from '../../forms/form-frame.tsx'
import { useForm } from '../../forms/use-form.ts'
import { Button } from '../button/button.tsx'
import { FormField } from '../field/field.tsx'
import { Input } from '../input/input.tsx'

export interface ActivationCodeFormProps {
  onSubmit: (request: ActivationCode) => void
  busy?: boolean
  error?: string
  defaultCode?: string
}

const codeInput = css({
  fontFamily: 'mono',
  fontSize: 'xl',
  letterSpacing: 'widest',
  textAlign: 'center',
  textTransform: 'uppercase',
})

/**
 * /ativar: the code the desktop app shows. Typed in any case, with or without the hyphen
 * (the field writes it as the app shows it, XXXX-XXXX).
 */
export function ActivationCodeForm({
  onSubmit,
  busy = false,
  error,
  defaultCode = '',
}: ActivationCodeFormProps) {
  const form = useForm({ userCode: maskUserCode(defaultCode) })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const result = form.check(activationCodeSchema)
    if (result.success) onSubmit(result.output)
  }
  return (
    <FormFrame formRef={form.formRef} onSubmit={submit} busy={busy} error={error}>
      <FormField
        label="Código mostrado no aplicativo"
        error={form.errors.userCode}
        helperText="São 8 letras, como BCDF-GHJK. Maiúsculas ou minúsculas, tanto faz."
        required
      >
        <Input
          name="userCode"
          className={codeInput}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          inputMode="text"
          placeholder="XXXX-XXXX"
          value={form.values.userCode}
          onChange={(event) => form.set('userCode')(maskUserCode(event.currentTarget.value))}
        />
      </FormField>
      <Button type="submit" fullWidth loading={busy} loadingText="Procurando...">
        Continuar
      </Button>
    </FormFrame>
  )
}
