import { ACCOUNT_ROWS } from '@atendimento/domain/contract/rows/account-rows'
import type { UpdatePasswordRequest } from '@atendimento/domain/schemas/account'
import { TOASTS, UNEXPECTED_ERROR_MESSAGES } from '@atendimento/domain/toasts'
import { useMutation } from '@tanstack/react-query'
import { fetchApi } from '../../api/call-api.ts'
import { failureText } from '../../api/request.ts'
import { notify } from '../shell/notify.ts'

const unexpected = UNEXPECTED_ERROR_MESSAGES.updatePassword

/**
 * PATCH /user/password for the security tab and 'Editar senha': 'Senha alterada!' or
 * 'Erro ao alterar senha' with the server's message; `onChanged` runs after a success.
 */
export function useUpdatePassword(token: string, onChanged?: () => unknown) {
  const mutation = useMutation({
    mutationFn: (body: UpdatePasswordRequest) =>
      fetchApi(ACCOUNT_ROWS.updatePassword, { body, token }),
    onSuccess: async () => {
      void notify('success', TOASTS.passwordSuccess)
      await onChanged?.()
    },
    onError: (failure) =>
      void notify('error', {
        title: TOASTS.passwordError.title,
        description: failureText(failure, unexpected),
      }),
  })
  return {
    submit: (request: UpdatePasswordRequest) => mutation.mutate(request),
    busy: mutation.isPending,
    error: mutation.error ? failureText(mutation.error, unexpected) : undefined,
  }
}
