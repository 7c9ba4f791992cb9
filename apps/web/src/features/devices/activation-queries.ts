import { DEVICE_ROWS } from '@atendimento/domain/contract/rows/device-rows'
import { normalizeUserCode } from '@atendimento/domain/devices/user-code'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { fetchApi } from '../../api/call-api.ts'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { devicesQuery } from './device-queries.ts'

/**
 * What asks to connect with this code. Looked up once per code (each look-up counts against the
 * guessing limit): no retry, no refetch on focus; a disconnection made on the page asks again.
 */
export const activationQuery = (token: string, userId: string, code: string) =>
  queryOptions({
    queryKey: ['activation', { userId, code: normalizeUserCode(code) }] as const,
    queryFn: () => fetchApi(DEVICE_ROWS.lookupActivation, { token, body: { userCode: code } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  })

/** 'Conectar este computador' and 'Não fui eu' for this code. */
export function useActivationDecision(code: string) {
  const { token, user } = useSignedIn()
  const queryClient = useQueryClient()
  const approve = useMutation({
    mutationFn: () => fetchApi(DEVICE_ROWS.approveActivation, { token, body: { userCode: code } }),
    // A new computer in the list. A refusal (the seats changed meanwhile) asks again what the
    // request looks like now; after a success the code is spent, so nothing is asked again.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: devicesQuery(token, user._id).queryKey }),
    onError: () =>
      queryClient.invalidateQueries({ queryKey: activationQuery(token, user._id, code).queryKey }),
  })
  const deny = useMutation({
    mutationFn: () => fetchApi(DEVICE_ROWS.denyActivation, { token, body: { userCode: code } }),
  })
  return { approve, deny }
}
