import { ADMIN_DEVICE_ROWS } from '@atendimento/domain/contract/rows/admin-device-rows'
import { seatsLabel } from '@atendimento/domain/devices/device-labels'
import type { Device } from '@atendimento/domain/schemas/device'
import { Alert } from '@atendimento/ui/alert'
import { AlertDialog } from '@atendimento/ui/alert-dialog'
import { DeviceList } from '@atendimento/ui/device-list'
import { LoadError } from '@atendimento/ui/load-error'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { fetchAnswer, fetchApi } from '../../api/call-api.ts'
import { consoleKeys } from '../../api/query-keys.ts'
import { failureText } from '../../api/request.ts'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { notify } from '../shell/notify.ts'
import { adminKeys } from './admin-queries.ts'
import { adminStyles as styles } from './admin-styles.ts'

// The desktop app's computers in the console (issue 23): a customer's, with 'Desconectar'
// (audited), and the overview's count with the versions in use.

// Keys of their own: a customer action (a refund, say) changes no computer, so it does not
// wait for these to load again.
const deviceKeys = {
  all: consoleKeys.devices,
  customer: (id: string) => ['admin-devices', 'customer', id] as const,
  summary: () => ['admin-devices', 'summary'] as const,
}

export const deviceSummaryQuery = (token: string) =>
  queryOptions({
    queryKey: deviceKeys.summary(),
    queryFn: () => fetchApi(ADMIN_DEVICE_ROWS.adminDeviceSummary, { token }),
  })

const customerDevicesQuery = (token: string, id: string) =>
  queryOptions({
    queryKey: deviceKeys.customer(id),
    queryFn: () => fetchApi(ADMIN_DEVICE_ROWS.adminListCustomerDevices, { token, params: { id } }),
  })

function DisconnectDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const { token } = useSignedIn()
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: () =>
      fetchAnswer(ADMIN_DEVICE_ROWS.adminDisconnectDevice, { token, params: { id: device._id } }),
    // The computers, and the audit log that now has the disconnection.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
        queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] }),
      ]),
  })
  return (
    <AlertDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Desconectar computador"
      description={`Desconectar "${device.name}"? A vaga fica livre na hora e o aplicativo nele pede para entrar de novo. A ação fica no registro de auditoria.`}
      confirmLabel="Desconectar"
      cancelLabel="Voltar"
      tone="danger"
      busy={mutation.isPending}
      busyLabel="Desconectando..."
      onConfirm={() =>
        mutation.mutate(undefined, {
          onSuccess: ({ message }) => {
            void notify('success', { title: message })
            onClose()
          },
        })
      }
    >
      {mutation.isError && (
        <Alert
          tone="error"
          title="A ação não foi feita"
          description={failureText(mutation.error, 'Erro inesperado. Tente novamente.')}
        />
      )}
    </AlertDialog>
  )
}

/** A customer's computers, on the customer's page. */
export function CustomerDevices({ customerId }: { customerId: string }) {
  const { token } = useSignedIn()
  const query = useQuery(customerDevicesQuery(token, customerId))
  const [asked, setAsked] = useState<Device | null>(null)
  return (
    <section className={styles.section} aria-labelledby="cliente-computadores">
      <h3 id="cliente-computadores" className={styles.subtitle}>
        Computadores
      </h3>
      {query.isError ? (
        <LoadError
          title="Não foi possível carregar os computadores."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !query.data ? (
        <p className={styles.caption}>Carregando os computadores…</p>
      ) : (
        <>
          <p className={styles.intro}>{seatsLabel(query.data.seats)}</p>
          <DeviceList
            devices={query.data.devices}
            onDisconnect={setAsked}
            headingLevel={4}
            emptyDescription="O cliente ainda não conectou o aplicativo em nenhum computador."
          />
        </>
      )}
      {asked && <DisconnectDialog device={asked} onClose={() => setAsked(null)} />}
    </section>
  )
}

const count = new Intl.NumberFormat('pt-BR')

/** The overview's figure: computers connected, and how many run each version of the app. */
export function DeviceSummary() {
  const { token } = useSignedIn()
  const query = useQuery(deviceSummaryQuery(token))
  if (!query.data) return null
  const { activeDevices, versions } = query.data
  return (
    <div className={styles.card}>
      <h2 className={styles.subtitle}>Computadores com o aplicativo</h2>
      <p className={styles.cardValue}>{count.format(activeDevices)} conectados</p>
      {versions.length > 0 && (
        <ul aria-label="Versões do aplicativo em uso" className={styles.intro}>
          {versions.map(({ version, devices }) => (
            <li key={version}>
              Versão {version}: {count.format(devices)}{' '}
              {devices === 1 ? 'computador' : 'computadores'}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
