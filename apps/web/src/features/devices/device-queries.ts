import { DEVICE_ROWS } from '@atendimento/domain/contract/rows/device-rows'
import type { Device } from '@atendimento/domain/schemas/device'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { fetchApi } from '../../api/call-api.ts'
import { accountKeys } from '../../api/query-keys.ts'
import { useSignedIn } from '../auth/use-signed-in.ts'

/** The account's computers and seats; the key carries the user, like every account list. */
export const devicesQuery = (token: string, userId: string) =>
  queryOptions({
    queryKey: accountKeys.devices(userId),
    queryFn: () => fetchApi(DEVICE_ROWS.listDevices, { token }),
  })

/**
 * The writes of the 'Computadores' tab. Each answers the list as it is now (or the renamed
 * computer), which replaces or refreshes the cached one.
 */
export function useDeviceActions() {
  const { token, user } = useSignedIn()
  const queryClient = useQueryClient()
  const { queryKey } = devicesQuery(token, user._id)
  const disconnect = useMutation({
    mutationFn: (device: Device) =>
      fetchApi(DEVICE_ROWS.disconnectDevice, { token, params: { id: device._id } }),
    onSuccess: (list) => queryClient.setQueryData(queryKey, list),
  })
  const disconnectAll = useMutation({
    mutationFn: () => fetchApi(DEVICE_ROWS.disconnectAllDevices, { token }),
    onSuccess: (list) => queryClient.setQueryData(queryKey, list),
  })
  const rename = useMutation({
    mutationFn: ({ device, name }: { device: Device; name: string }) =>
      fetchApi(DEVICE_ROWS.renameDevice, { token, params: { id: device._id }, body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  })
  return { disconnect, disconnectAll, rename }
}
