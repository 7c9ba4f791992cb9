import { REGISTRATION_REDIRECT_MS } from '@atendimento/domain/constants'
import { TOASTS, UNEXPECTED_ERROR_MESSAGES } from '@atendimento/domain/messages'
import { type RegistrationForm, toRegisterRequest } from '@atendimento/domain/schemas/auth'
import { RegisterForm } from '@atendimento/ui/register-form'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { login, register } from '../../api/auth.ts'
import { AuthPage } from '../account/auth-page.tsx'
import { lookupAddress } from '../account/cep-lookup.ts'
import { routerLink } from '../account/router-link.tsx'
import { formStyles } from '../account/styles.ts'
import { notify } from '../shell/notify.ts'
import { BenefitsPanel } from './benefits-panel.tsx'
import { useSession } from './session-provider.tsx'

export function RegistrationScreen() {
  const { signIn } = useSession()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [created, setCreated] = useState(false)
  const [error, setError] = useState<string>()
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(redirectTimer.current), [])

  async function submit(form: RegistrationForm) {
    setBusy(true)
    setError(undefined)
    try {
      const result = await register(toRegisterRequest(form, new Date().toISOString()))
      if (!result.success) {
        setError(result.message)
        void notify('error', { title: TOASTS.registerError.title, description: result.message })
        return
      }
      // The answer is the same for a new and a taken e-mail (no account enumeration): signing
      // in with what was just typed tells a new account from an address that already had one,
      // whose owner got an e-mail saying what to do.
      const session = await login({ email: form.email, password: form.password, rememberMe: false })
      setCreated(true)
      if (session.success) {
        signIn({ token: session.data.token, user: session.data.user, rememberMe: false })
        void notify('success', TOASTS.registerSuccess)
        redirectTimer.current = setTimeout(
          () => void navigate({ to: '/', hash: 'precos' }),
          REGISTRATION_REDIRECT_MS,
        )
      } else {
        void notify('success', TOASTS.registerReceived)
        redirectTimer.current = setTimeout(
          () => void navigate({ to: '/login' }),
          REGISTRATION_REDIRECT_MS,
        )
      }
    } catch (failure) {
      console.error(failure)
      void notify('error', {
        title: TOASTS.registerError.title,
        description: UNEXPECTED_ERROR_MESSAGES.register,
      })
    } finally {
      setBusy(false)
    }
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
        onSubmit={(form) => void submit(form)}
        onCepLookup={lookupAddress}
        // Kept busy after success: the page leaves for the plans 1.5 s later.
        busy={busy || created}
        error={error}
        renderLink={routerLink}
      />
    </AuthPage>
  )
}
