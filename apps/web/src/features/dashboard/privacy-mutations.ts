import { PRIVACY_ROWS } from '@atendimento/domain/contract/rows/privacy-rows'
import type { NotificationPreferences } from '@atendimento/domain/schemas/privacy'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { fetchAnswer, fetchApi } from '../../api/call-api.ts'
import { useSignedIn } from '../auth/use-signed-in.ts'

export const notificationsQuery = (token: string, userId: string) =>
  queryOptions({
    queryKey: ['notifications', { userId }] as const,
    queryFn: () => fetchApi(PRIVACY_ROWS.getNotificationPreferences, { token }),
  })

/** PUT /user/notifications: the saved answer replaces the cached one. */
export function useSaveNotifications() {
  const { token, user } = useSignedIn()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: NotificationPreferences) =>
      fetchApi(PRIVACY_ROWS.updateNotificationPreferences, { body, token }),
    onSuccess: (saved) =>
      queryClient.setQueryData(notificationsQuery(token, user._id).queryKey, saved),
  })
}

/** GET /user/data: the account's data, saved by the screen as a JSON file. */
export function useExportData() {
  const { token } = useSignedIn()
  return useMutation({ mutationFn: () => fetchApi(PRIVACY_ROWS.exportAccountData, { token }) })
}

/** POST /user/delete with the password typed again. */
export function useDeleteAccount() {
  const { token } = useSignedIn()
  return useMutation({
    mutationFn: (password: string) =>
      fetchAnswer(PRIVACY_ROWS.deleteAccount, { body: { password }, token }),
  })
}
