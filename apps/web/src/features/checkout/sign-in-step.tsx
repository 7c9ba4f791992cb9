import { type CheckoutGate, checkoutGate } from '@atendimento/domain/checkout-gate'
import type { LoginRequest } from '@atendimento/domain/schemas/auth'
import { UNEXPECTED_ERROR_MESSAGES } from '@atendimento/domain/toasts'
import { LoginForm } from '@atendimento/ui/login-form'
import { useQueryClient } from '@tanstack/react-query'
import { failureText } from '../../api/request.ts'
import { routerLink } from '../account/router-link.tsx'
import { useLogin } from '../auth/auth-mutations.ts'
import { useSession } from '../auth/session-provider.tsx'
import { subscriptionsQuery } from '../dashboard/queries.ts'
import { BackButton } from './back-button.tsx'
import { checkoutStyles as styles } from './checkout-styles.ts'

export interface SignInStepProps {
  planId: string
  email: string | undefined
  /** Signed in: what this account may do at this plan's checkout. */
  onSignedIn: (gate: CheckoutGate) => void
  onCreateAccount: () => void
  onBack: () => void
}

/** 'Já tem conta? Entrar': signs in here, then on to what the account may do. */
export function SignInStep({
  planId,
  email,
  onSignedIn,
  onCreateAccount,
  onBack,
}: SignInStepProps) {
  const login = useLogin()
  const session = useSession()
  const queryClient = useQueryClient()

  function signIn(credentials: LoginRequest) {
    login.mutate(credentials, {
      onSuccess: async (started) => {
        session.signIn({ ...started, rememberMe: credentials.rememberMe })
        // A failed read decides nothing: the API's own 409 still stops a second plan.
        const own = await queryClient
          .fetchQuery(subscriptionsQuery(started.token, started.user._id))
          .catch(() => [])
        onSignedIn(checkoutGate(own, planId))
      },
    })
  }

  return (
    <div className={styles.panel}>
      <h2 className={styles.subtitle}>Entre na sua conta</h2>
      <LoginForm
        onSubmit={signIn}
        busy={login.isPending}
        error={login.error ? failureText(login.error, UNEXPECTED_ERROR_MESSAGES.login) : undefined}
        defaultValues={{ email: email ?? '' }}
        renderLink={routerLink}
        onCreateAccount={onCreateAccount}
      />
      <BackButton onBack={onBack} />
    </div>
  )
}
