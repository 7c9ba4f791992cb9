import { DEVICE_TEXTS, DEVICE_TOASTS } from '@atendimento/domain/devices/device-texts'
import { Button } from '@atendimento/ui/button'
import * as Card from '@atendimento/ui/card'
import { MonitorOff } from 'lucide-react'
import { failureText } from '../../api/request.ts'
import { notify } from '../shell/notify.ts'
import { useDeviceActions } from './device-queries.ts'

/** After a password change: 'Desconectar todos os computadores' of the desktop app. */
export function DisconnectAllOffer() {
  const { disconnectAll } = useDeviceActions()
  const run = () =>
    disconnectAll.mutate(undefined, {
      onSuccess: () => void notify('success', DEVICE_TOASTS.allDisconnected),
      onError: (error) =>
        void notify('error', { ...DEVICE_TOASTS.failed, description: failureText(error, '') }),
    })
  return (
    <Card.Root asChild>
      <section aria-labelledby="desconectar-todos">
        <Card.Header>
          <Card.Title id="desconectar-todos" asChild>
            <h2>{DEVICE_TEXTS.disconnectAllTitle}</h2>
          </Card.Title>
          <Card.Description>{DEVICE_TEXTS.disconnectAllText}</Card.Description>
        </Card.Header>
        <Card.Body>
          {disconnectAll.isSuccess ? (
            <p role="status">{DEVICE_TOASTS.allDisconnected.title}.</p>
          ) : (
            <Button
              variant="danger"
              onClick={run}
              loading={disconnectAll.isPending}
              loadingText="Desconectando..."
            >
              <MonitorOff aria-hidden="true" />
              {DEVICE_TEXTS.disconnectAllTitle}
            </Button>
          )}
        </Card.Body>
      </section>
    </Card.Root>
  )
}
