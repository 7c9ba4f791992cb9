import { REGISTRATION_REDIRECT_MS } from '@atendimento/domain/constants'
import { type RegistrationForm, toRegisterRequest } from '@atendimento/domain/schemas/auth'
import { TOASTS, UNEXPECTED_ERROR_MESSAGES } from '@atendimento/domain/toasts'
import { Alert } from '@atendimento/ui/alert'
import { RegisterForm } from '@atendimento/ui/register-form'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { failureText } from '../../api/request.ts'
import { AuthPage } from '../account/auth-page.tsx'
import { lookupAddress } from '../account/cep-lookup.ts'
import { routerLink } from '../account/router-link.tsx'
import { formStyles } from '../account/styles.ts'
import { notify } from '../shell/notify.ts'
import { useRegister } from './auth-mutations.ts'
import { BenefitsPanel } from './benefits-panel.tsx'
import { useSession } from './session-provider.tsx'

export function RegistrationScreen() {
  const { signIn } = useSession()
  const navigate = useNavigate()
  const register = useRegister()
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(redirectTimer.current), [])
  const unexpected = UNEXPECTED_ERROR_MESSAGES.register
  const [received, setReceived] = useState(false)
  // The toast is read before the page moves on.
  const leaveLater = (leave: () => unknown) => {
    redirectTimer.current = setTimeout(() => void leave(), REGISTRATION_REDIRECT_MS)
  }

  function submit(form: RegistrationForm) {
    register.mutate(toRegisterRequest(form, new Date().toISOString()), {
      onSuccess: (session) => {
        if (session) {
          signIn({ token: session.token, user: session.user, rememberMe: false })
          void notify('success', TOASTS.registerSuccess)
          leaveLater(() => navigate({ to: '/', hash: 'precos' }))
        } else {
          // The address already had an account (its owner got an e-mail saying what to do),
          // or the sign-in failed: the page says so in place, with both ways on.
          setReceived(true)
        }
      },
      // A failure is told once, by the alert in the form ('Erro no registro' and why).
    })
  }

  if (received) {
    return (
      <AuthPage wide title="Cadastro recebido" aside={<BenefitsPanel />}>
        <RegistrationReceived />
      </AuthPage>
    )
  }

  return (
    <AuthPage
      wide
      title="Criar conta"
      description="Preencha seus dados para assinar e gerenciar seu plano."
      aside={<BenefitsPanel />}
      footer={
        <p className={formStyles.centered}>
          Já tem conta?{' '}
          {routerLink({ href: '/login', className: formStyles.link, children: 'Entrar' })}
        </p>
      }
    >
      <RegisterForm
        onSubmit={submit}
        onCepLookup={lookupAddress}
        // Kept busy after success: the page leaves for the plans 1.5 s later.
        busy={register.isPending || register.isSuccess}
        error={register.error ? failureText(register.error, unexpected) : undefined}
        errorTitle={TOASTS.registerError.title}
        renderLink={routerLink}
      />
    </AuthPage>
  )
}

/**
 * Registration answered, but signing in with what was typed did not work. Worded for anyone who
 * typed the address (no word on whether it has an account, the enumeration rule): the e-mail
 * sent there says what happened, and both ways on are links.
 */
function RegistrationReceived() {
  return (
    <div className={formStyles.stack}>
      <Alert
        tone="info"
        title={TOASTS.registerReceived.title}
        description={TOASTS.registerReceived.description}
      />
      <p className={formStyles.text}>
        Se você já tem uma conta, você pode{' '}
        {routerLink({ href: '/login', className: formStyles.link, children: 'entrar' })} ou{' '}
        {routerLink({
          href: '/esqueci-senha',
          className: formStyles.link,
          children: 'recuperar a senha',
        })}
        .
      </p>
    </div>
  )
}
