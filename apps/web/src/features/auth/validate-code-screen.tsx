import type { ValidateCodeRequest } from '@atendimento/domain/schemas/auth'
import { TOASTS, UNEXPECTED_ERROR_MESSAGES } from '@atendimento/domain/toasts'
import { CodeForm } from '@atendimento/ui/code-form'
import { useNavigate } from '@tanstack/react-router'
import { failureText } from '../../api/request.ts'
import { AuthPage } from '../account/auth-page.tsx'
import { notify } from '../shell/notify.ts'
import { useRequestCode, useValidateCode } from './auth-mutations.ts'

/** Step 2 of the recovery: the 6-character code e-mailed to `email`, with a resend link. */
export function ValidateCodeScreen({ email }: { email: string }) {
  const navigate = useNavigate()
  const validate = useValidateCode()
  const resend = useRequestCode()
  const unexpected = UNEXPECTED_ERROR_MESSAGES.validateCode

  function submit({ code }: ValidateCodeRequest) {
    validate.mutate(
      { email, code },
      {
        onSuccess: async () => {
          void notify('success', TOASTS.codeValidated)
          await navigate({ to: '/alterar-senha', search: { email, code } })
        },
        // The failure is told once, by the alert in the form.
      },
    )
  }

  return (
    <AuthPage
      title="Validar código"
      description="Confira seu email e digite o código abaixo."
      backTo={{ to: '/esqueci-senha', label: 'Usar outro email' }}
    >
      <CodeForm
        email={email}
        onSubmit={submit}
        onResend={() =>
          resend.mutate(email, {
            onSuccess: () => void notify('success', TOASTS.resendSuccess),
            // Why it failed ('Muitas tentativas...' after too many resends), not just 'Tente
            // novamente'; the spec's text stays for a failure the server did not explain.
            onError: (failure) =>
              void notify('error', {
                title: TOASTS.resendError.title,
                description: failureText(failure, TOASTS.resendError.description),
              }),
          })
        }
        busy={validate.isPending}
        resending={resend.isPending}
        error={validate.error ? failureText(validate.error, unexpected) : undefined}
      />
    </AuthPage>
  )
}
