import { TOASTS, UNEXPECTED_ERROR_MESSAGES } from '@atendimento/domain/messages'
import type { ValidateCodeRequest } from '@atendimento/domain/schemas/auth'
import { CodeForm } from '@atendimento/ui/code-form'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { forgotPassword, validateCode } from '../../api/auth.ts'
import { AuthPage } from '../account/auth-page.tsx'
import { notify } from '../shell/notify.ts'

/** Step 2 of the recovery: the 6-character code e-mailed to `email`, with a resend link. */
export function ValidateCodeScreen({ email }: { email: string }) {
  const navigate = useNavigate()
  const [checking, setChecking] = useState(false)
  const [resending, setResending] = useState(false)
  const [error, setError] = useState<string>()

  async function submit({ code }: ValidateCodeRequest) {
    setChecking(true)
    setError(undefined)
    try {
      const result = await validateCode({ email, code })
      if (!result.success) {
        setError(result.message)
        void notify('error', { title: result.message })
        return
      }
      void notify('success', TOASTS.codeValidated)
      await navigate({ to: '/alterar-senha', search: { email, code } })
    } catch (failure) {
      console.error(failure)
      void notify('error', { title: UNEXPECTED_ERROR_MESSAGES.validateCode })
    } finally {
      setChecking(false)
    }
  }

  async function resend() {
    setResending(true)
    try {
      const result = await forgotPassword(email)
      if (result.success) void notify('success', TOASTS.resendSuccess)
      else void notify('error', TOASTS.resendError)
    } catch (failure) {
      console.error(failure)
      void notify('error', TOASTS.resendError)
    } finally {
      setResending(false)
    }
  }

  return (
    <AuthPage
      title="Validar código"
      description="Confira seu email e digite o código abaixo."
      backTo={{ to: '/esqueci-senha', label: 'Usar outro email' }}
    >
      <CodeForm
        email={email}
        onSubmit={(request) => void submit(request)}
        onResend={() => void resend()}
        busy={checking}
        resending={resending}
        error={error}
      />
    </AuthPage>
  )
}
