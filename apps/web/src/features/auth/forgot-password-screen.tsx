import { withStatus } from '@atendimento/domain/messages'
import { TOASTS, UNEXPECTED_ERROR_MESSAGES } from '@atendimento/domain/toasts'
import { ForgotPasswordForm } from '@atendimento/ui/forgot-password-form'
import { useNavigate } from '@tanstack/react-router'
import { ApiError } from '../../api/request.ts'
import { AuthPage } from '../account/auth-page.tsx'
import { routerLink } from '../account/router-link.tsx'
import { useRequestCode } from './auth-mutations.ts'

/** 'Erro ao enviar email', with the server's message and the status in parentheses. */
export function recoveryErrorToast(error: unknown) {
  if (!(error instanceof ApiError)) {
    return { title: TOASTS.forgotError.title, description: UNEXPECTED_ERROR_MESSAGES.forgot }
  }
  return {
    title: TOASTS.forgotError.title,
    description: withStatus(error.message || TOASTS.unknownError.title, error.status),
  }
}

export function ForgotPasswordScreen() {
  const navigate = useNavigate()
  const requestCode = useRequestCode()

  function submit(email: string) {
    requestCode.mutate(email, {
      onSuccess: () => navigate({ to: '/validar-codigo', search: { email } }),
    })
  }

  return (
    <AuthPage
      title="Esqueci minha senha"
      description="Informe seu email para receber o código que permite criar uma nova senha."
      backTo={null}
    >
      <ForgotPasswordForm
        onSubmit={({ email }) => submit(email)}
        busy={requestCode.isPending}
        // The failure is told once, by the alert in the form.
        error={requestCode.error ? recoveryErrorToast(requestCode.error).description : undefined}
        errorTitle={TOASTS.forgotError.title}
        renderLink={routerLink}
      />
    </AuthPage>
  )
}
