import { TOASTS, UNEXPECTED_ERROR_MESSAGES } from '@atendimento/domain/messages'
import type { UpdatePasswordRequest } from '@atendimento/domain/schemas/account'
import { TOKEN_REQUIRED_MESSAGE } from '@atendimento/domain/schemas/auth'
import { useState } from 'react'
import { updatePassword } from '../../api/user.ts'
import { useSession } from '../auth/session-provider.tsx'
import { notify } from '../shell/notify.ts'

/**
 * PATCH /user/password for the security tab and 'Editar senha': 'Senha alterada!' or
 * 'Erro ao alterar senha' with the server's message; `onChanged` runs after a success.
 */
export function useUpdatePassword(onChanged?: () => unknown) {
  const { token } = useSession()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  async function submit(request: UpdatePasswordRequest) {
    setError(undefined)
    if (!token) {
      setError(TOKEN_REQUIRED_MESSAGE)
      void notify('error', {
        title: TOASTS.passwordError.title,
        description: TOKEN_REQUIRED_MESSAGE,
      })
      return
    }
    setBusy(true)
    try {
      const result = await updatePassword(token, request)
      if (!result.success) {
        setError(result.message)
        void notify('error', { title: TOASTS.passwordError.title, description: result.message })
        return
      }
      void notify('success', TOASTS.passwordSuccess)
      await onChanged?.()
    } catch (failure) {
      console.error(failure)
      void notify('error', {
        title: TOASTS.passwordError.title,
        description: UNEXPECTED_ERROR_MESSAGES.updatePassword,
      })
    } finally {
      setBusy(false)
    }
  }

  return { submit, busy, error }
}
