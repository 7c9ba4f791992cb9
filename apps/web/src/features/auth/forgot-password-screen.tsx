import { TOASTS, UNEXPECTED_ERROR_MESSAGES, withStatus } from '@atendimento/domain/messages'
import { ForgotPasswordForm } from '@atendimento/ui/forgot-password-form'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { forgotPassword } from '../../api/auth.ts'
import { AuthPage } from '../account/auth-page.tsx'
import { routerLink } from '../account/router-link.tsx'
import { notify } from '../shell/notify.ts'

/** 'Erro ao enviar email', with the server's message and the status in parentheses. */
export function recoveryErrorToast(result: { message: string; error: { status?: number } }) {
  return {
    title: TOASTS.forgotError.title,
    description: withStatus(result.message || TOASTS.unknownError.title, result.error.status),
  }
}

export function ForgotPasswordScreen() {
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  async function submit(email: string) {
    setBusy(true)
    setError(undefined)
    try {
      const result = await forgotPassword(email)
      if (!result.success) {
        const toast = recoveryErrorToast(result)
        setError(toast.description)
        void notify('error', toast)
        return
      }
      await navigate({ to: '/validar-codigo', search: { email } })
    } catch (failure) {
      console.error(failure)
      void notify('error', {
        title: TOASTS.forgotError.title,
        description: UNEXPECTED_ERROR_MESSAGES.forgot,
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthPage
      title="Esqueci minha senha"
      description="Informe seu email para receber o código que permite criar uma nova senha."
      backTo={null}
    >
      <ForgotPasswordForm
        onSubmit={({ email }) => void submit(email)}
        busy={busy}
        error={error}
        renderLink={routerLink}
      />
    </AuthPage>
  )
}
