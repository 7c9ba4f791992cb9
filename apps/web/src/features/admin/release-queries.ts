import { ADMIN_RELEASE_ROWS } from '@atendimento/domain/contract/rows/admin-release-rows'
import type { AdminPublishRelease } from '@atendimento/domain/schemas/release'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { fetchAnswer, fetchApi } from '../../api/call-api.ts'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { adminKeys } from './admin-queries.ts'

const releasesKey = () => [...adminKeys.all, 'releases'] as const

export const adminReleasesQuery = (token: string) =>
  queryOptions({
    queryKey: releasesKey(),
    queryFn: () => fetchApi(ADMIN_RELEASE_ROWS.adminListReleases, { token }),
  })

export type ReleaseChange =
  | { kind: 'publish'; input: AdminPublishRelease }
  | { kind: 'rollout'; version: string; channel: 'latest' | 'beta'; percent: number }
  | { kind: 'withdraw'; version: string; channel: 'latest' | 'beta' }

function sendReleaseChange(token: string, change: ReleaseChange): Promise<{ message: string }> {
  switch (change.kind) {
    case 'publish':
      return fetchAnswer(ADMIN_RELEASE_ROWS.adminPublishRelease, { token, body: change.input })
    case 'rollout':
      return fetchAnswer(ADMIN_RELEASE_ROWS.adminSetReleaseRollout, {
        token,
        params: { version: change.version },
        body: { channel: change.channel, percent: change.percent },
      })
    case 'withdraw':
      return fetchAnswer(ADMIN_RELEASE_ROWS.adminWithdrawRelease, {
        token,
        params: { version: change.version },
        body: { channel: change.channel },
      })
  }
}

/** A change to the releases; the console's lists (the audit log among them) load again. */
export function useReleaseChange() {
  const { token } = useSignedIn()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: ReleaseChange) => sendReleaseChange(token, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
