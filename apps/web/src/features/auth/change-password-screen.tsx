import {
  type ChangePasswordForm as RecoveryForm,
  toChangePasswordRequest,
} from '@atendimento/domain/schemas/auth'
import { TOASTS, UNEXPECTED_ERROR_MESSAGES } from '@atendimento/domain/toasts'
import { ChangePasswordForm } from '@atendimento/ui/change-password-form'
import { useNavigate } from '@tanstack/react-router'
import { failureText } from '../../api/request.ts'
import { AuthPage } from '../account/auth-page.tsx'
import { useUpdatePassword } from '../account/use-update-password.ts'
import { notify } from '../shell/notify.ts'
import { useChangePasswordWithCode } from './auth-mutations.ts'
import { useSession } from './session-provider.tsx'

/** The last step of the recovery: a new password for the account that proved the code. */
function NewPasswordWithCode({ email, code }: { email: string; code: string }) {
  const navigate = useNavigate()
  const change = useChangePasswordWithCode()
  const unexpected = UNEXPECTED_ERROR_MESSAGES.changePassword

  function submit(form: RecoveryForm) {
    change.mutate(toChangePasswordRequest(form), {
      onSuccess: async () => {
        void notify('success', TOASTS.passwordSuccess)
        await navigate({ to: '/login' })
      },
      // The failure is told once, by the alert in the form.
    })
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
        onSubmit={submit}
        busy={change.isPending}
        error={change.error ? failureText(change.error, unexpected) : undefined}
        errorTitle={TOASTS.passwordError.title}
      />
    </AuthPage>
  )
}

/** 'Editar senha': current, new and confirmation, then back to the dashboard. */
function EditPassword({ token }: { token: string }) {
  const navigate = useNavigate()
  const update = useUpdatePassword(token, () => navigate({ to: '/dashboard' }))
  return (
    <AuthPage
      title="Editar senha"
      description="Informe a senha atual e escolha a nova."
      backTo={{ to: '/dashboard', label: 'Voltar para o painel' }}
    >
      <ChangePasswordForm
        mode="authenticated"
        onSubmit={update.submit}
        busy={update.busy}
        error={update.error}
        errorTitle={update.errorTitle}
      />
    </AuthPage>
  )
}

/** /alterar-senha: 'Editar senha' when signed in, the recovery's last step otherwise. */
export function ChangePasswordScreen({ email, code }: { email?: string; code?: string }) {
  const { state } = useSession()
  if (state.status === 'authenticated') return <EditPassword token={state.token} />
  if (state.status === 'anonymous' && email && code) {
    return <NewPasswordWithCode email={email} code={code} />
  }
  return null
}
