import { TOASTS, UNEXPECTED_ERROR_MESSAGES } from '@atendimento/domain/messages'
import {
  type ChangePasswordForm as RecoveryForm,
  toChangePasswordRequest,
} from '@atendimento/domain/schemas/auth'
import { ChangePasswordForm } from '@atendimento/ui/change-password-form'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { changePasswordWithCode } from '../../api/auth.ts'
import { AuthPage } from '../account/auth-page.tsx'
import { useUpdatePassword } from '../account/use-update-password.ts'
import { notify } from '../shell/notify.ts'
import { useSession } from './session-provider.tsx'

/** The last step of the recovery: a new password for the account that proved the code. */
function NewPasswordWithCode({ email, code }: { email: string; code: string }) {
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  async function submit(form: RecoveryForm) {
    setBusy(true)
    setError(undefined)
    try {
      const result = await changePasswordWithCode(toChangePasswordRequest(form))
      if (!result.success) {
        setError(result.message)
        void notify('error', { title: TOASTS.passwordError.title, description: result.message })
        return
      }
      void notify('success', TOASTS.passwordSuccess)
      await navigate({ to: '/login' })
    } catch (failure) {
      console.error(failure)
      void notify('error', {
        title: TOASTS.passwordError.title,
        description: UNEXPECTED_ERROR_MESSAGES.changePassword,
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthPage
      title="Criar nova senha"
      description="Escolha uma nova senha para a sua conta."
      backTo={{ to: '/esqueci-senha', label: 'Recomeçar a recuperação' }}
    >
      <ChangePasswordForm
        mode="recovery"
        email={email}
        code={code}
        onSubmit={(form) => void submit(form)}
        busy={busy}
        error={error}
      />
    </AuthPage>
  )
}

/** 'Editar senha': current, new and confirmation, then back to the dashboard. */
function EditPassword() {
  const navigate = useNavigate()
  const update = useUpdatePassword(() => navigate({ to: '/dashboard' }))
  return (
    <AuthPage
      title="Editar senha"
      description="Informe a senha atual e escolha a nova."
      backTo={{ to: '/dashboard', label: 'Voltar para o painel' }}
    >
      <ChangePasswordForm
        mode="authenticated"
        onSubmit={(request) => void update.submit(request)}
        busy={update.busy}
        error={update.error}
      />
    </AuthPage>
  )
}

/** /alterar-senha: 'Editar senha' when signed in, the recovery's last step otherwise. */
export function ChangePasswordScreen({ email, code }: { email?: string; code?: string }) {
  const { state } = useSession()
  if (state.status === 'authenticated') return <EditPassword />
  if (state.status === 'anonymous' && email && code) {
    return <NewPasswordWithCode email={email} code={code} />
  }
  return null
}
