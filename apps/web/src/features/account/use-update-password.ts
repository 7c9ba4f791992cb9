import { ACCOUNT_ROWS } from '@atendimento/domain/contract/rows/account-rows'
import type { UpdatePasswordRequest } from '@atendimento/domain/schemas/account'
import { TOASTS, UNEXPECTED_ERROR_MESSAGES } from '@atendimento/domain/toasts'
import { useMutation } from '@tanstack/react-query'
import { fetchApi } from '../../api/call-api.ts'
import { failureText } from '../../api/request.ts'
import { notify } from '../shell/notify.ts'

const unexpected = UNEXPECTED_ERROR_MESSAGES.updatePassword

/**
 * PATCH /user/password for the security tab and 'Editar senha': 'Senha alterada!' or, in the
 * form, 'Erro ao alterar senha' with the server's message; `onChanged` runs after a success.
 */
export function useUpdatePassword(token: string, onChanged?: () => unknown) {
  const mutation = useMutation({
    mutationFn: (body: UpdatePasswordRequest) =>
      fetchApi(ACCOUNT_ROWS.updatePassword, { body, token }),
    onSuccess: async () => {
      void notify('success', TOASTS.passwordSuccess)
      await onChanged?.()
    },
  })
  return {
    submit: (request: UpdatePasswordRequest) => mutation.mutate(request),
    busy: mutation.isPending,
    // The failure is told once, by the form's alert: 'Erro ao alterar senha' and why.
    error: mutation.error ? failureText(mutation.error, unexpected) : undefined,
    errorTitle: TOASTS.passwordError.title,
  }
}
