import { seatsLabel } from '@atendimento/domain/devices/device-labels'
import { DEVICE_TEXTS, DEVICE_TOASTS } from '@atendimento/domain/devices/device-texts'
import * as Card from '@atendimento/ui/card'
import { DeviceList } from '@atendimento/ui/device-list'
import { LoadError } from '@atendimento/ui/load-error'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { failureText } from '../../api/request.ts'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { dashboardStyles } from '../dashboard/styles.ts'
import { notify } from '../shell/notify.ts'
import { devicesQuery, useDeviceActions } from './device-queries.ts'

/** The dashboard's 'Computadores' tab (/dashboard?tab=devices). */
export function DevicesPanel() {
  const { token, user } = useSignedIn()
  const list = useQuery(devicesQuery(token, user._id))
  const { disconnect, rename } = useDeviceActions()
  useEffect(() => {
    if (list.error) console.error('Falha ao carregar os computadores:', list.error)
  }, [list.error])
  const failed = (error: Error) =>
    void notify('error', { ...DEVICE_TOASTS.failed, description: failureText(error, '') })

  return (
    <Card.Root asChild>
      <section aria-labelledby="computadores-conectados">
        <Card.Header>
          <Card.Title id="computadores-conectados" asChild>
            <h2>Computadores conectados</h2>
          </Card.Title>
          <Card.Description>
            {list.data ? seatsLabel(list.data.seats) : DEVICE_TEXTS.tabIntro}
          </Card.Description>
        </Card.Header>
        <Card.Body>
          {list.isPending && (
            <p className={dashboardStyles.loading} role="status">
              {DEVICE_TEXTS.loading}
            </p>
          )}
          {list.isError && (
            <LoadError
              title={DEVICE_TEXTS.loadFailed}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          )}
          {list.data && (
            <DeviceList
              devices={list.data.devices}
              busyId={
                disconnect.isPending
                  ? disconnect.variables._id
                  : rename.isPending
                    ? rename.variables.device._id
                    : undefined
              }
              onDisconnect={(device) =>
                disconnect.mutate(device, {
                  onSuccess: () => void notify('success', DEVICE_TOASTS.disconnected),
                  onError: failed,
                })
              }
              onRename={(device, name) =>
                rename.mutate(
                  { device, name },
                  {
                    onSuccess: () => void notify('success', DEVICE_TOASTS.renamed),
                    onError: failed,
                  },
                )
              }
            />
          )}
        </Card.Body>
      </section>
    </Card.Root>
  )
}
