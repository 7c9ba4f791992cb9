import { TOASTS, UNEXPECTED_ERROR_MESSAGES } from '@atendimento/domain/messages'
import type { LoginRequest } from '@atendimento/domain/schemas/auth'
import { LoginForm } from '@atendimento/ui/login-form'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { login } from '../../api/auth.ts'
import { AuthPage } from '../account/auth-page.tsx'
import { routerLink } from '../account/router-link.tsx'
import { notify } from '../shell/notify.ts'
import { useSession } from './session-provider.tsx'

export function LoginScreen() {
  const { signIn } = useSession()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  async function submit(credentials: LoginRequest) {
    setBusy(true)
    setError(undefined)
    try {
      const result = await login(credentials)
      if (!result.success) {
        setError(result.message)
        void notify('error', { title: TOASTS.loginError.title, description: result.message })
        return
      }
      signIn({ ...result.data, rememberMe: credentials.rememberMe })
      void notify('success', TOASTS.loginSuccess)
      await navigate({ to: '/dashboard' })
    } catch (failure) {
      console.error(failure)
      void notify('error', {
        title: TOASTS.loginError.title,
        description: UNEXPECTED_ERROR_MESSAGES.login,
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthPage
      title="Entrar"
      description="Acesse sua conta para gerenciar sua assinatura."
      backTo={null}
    >
      <LoginForm
        onSubmit={(credentials) => void submit(credentials)}
        busy={busy}
        error={error}
        renderLink={routerLink}
      />
    </AuthPage>
  )
}
