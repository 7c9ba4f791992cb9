import { ACCOUNT_ROWS } from '@atendimento/domain/contract/rows/account-rows'
import type { ProfileUpdate } from '@atendimento/domain/schemas/account'
import { useMutation } from '@tanstack/react-query'
import { fetchApi } from '../../api/call-api.ts'
import { useSession } from '../auth/session-provider.tsx'
import { useSignedIn } from '../auth/use-signed-in.ts'

/** PATCH /user: the profile the server kept replaces the one stored in the browser. */
export function useUpdateProfile() {
  const { token } = useSignedIn()
  const { replaceUser } = useSession()
  return useMutation({
    mutationFn: (body: ProfileUpdate) => fetchApi(ACCOUNT_ROWS.updateProfile, { body, token }),
    onSuccess: ({ user }) => {
      if (user) replaceUser(user)
    },
  })
}
