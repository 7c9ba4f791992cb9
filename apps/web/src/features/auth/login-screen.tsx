import type { LoginRequest } from '@atendimento/domain/schemas/auth'
import { TOASTS, UNEXPECTED_ERROR_MESSAGES } from '@atendimento/domain/toasts'
import { LoginForm } from '@atendimento/ui/login-form'
import { useNavigate } from '@tanstack/react-router'
import { failureText } from '../../api/request.ts'
import { AuthPage } from '../account/auth-page.tsx'
import { routerLink } from '../account/router-link.tsx'
import { notify } from '../shell/notify.ts'
import { useLogin } from './auth-mutations.ts'
import { useSession } from './session-provider.tsx'

/** /login; `returnTo` is where to go once signed in (checked by the route), else the dashboard. */
export function LoginScreen({ returnTo }: { returnTo?: string | undefined } = {}) {
  const { signIn } = useSession()
  const navigate = useNavigate()
  const login = useLogin()
  const error = login.error ? failureText(login.error, UNEXPECTED_ERROR_MESSAGES.login) : undefined

  function submit(credentials: LoginRequest) {
    login.mutate(credentials, {
      onSuccess: async (session) => {
        signIn({ ...session, rememberMe: credentials.rememberMe })
        void notify('success', TOASTS.loginSuccess)
        await (returnTo ? navigate({ href: returnTo }) : navigate({ to: '/dashboard' }))
      },
      // The failure is told once, by the alert in the form ('Erro no login' and why).
    })
  }

  return (
    <AuthPage
      title="Entrar"
      description="Acesse sua conta para gerenciar sua assinatura."
      backTo={null}
    >
      <LoginForm
        onSubmit={submit}
        busy={login.isPending}
        error={error}
        errorTitle={TOASTS.loginError.title}
        renderLink={routerLink}
      />
    </AuthPage>
  )
}
