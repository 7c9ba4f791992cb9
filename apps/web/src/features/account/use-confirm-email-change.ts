import { ACCOUNT_ROWS } from '@atendimento/domain/contract/rows/account-rows'
import { useMutation } from '@tanstack/react-query'
import { fetchAnswer } from '../../api/call-api.ts'

/**
 * POST /user/email/confirm with the token of the link sent to a new address. Answers the
 * server's message (it says which address to sign in with), so no screen repeats its text.
 */
export const useConfirmEmailChange = () =>
  useMutation({
    mutationFn: async (token: string) =>
      (await fetchAnswer(ACCOUNT_ROWS.confirmEmailChange, { body: { token } })).message,
  })
