import {
  approvedLabel,
  deviceSystemLabel,
  lastSeenLabel,
} from '@atendimento/domain/devices/device-labels'
import { type Device, renameDeviceSchema } from '@atendimento/domain/schemas/device'
import { css } from '@atendimento/ui/styled-system/css'
import { Laptop, Monitor } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useForm } from '../../forms/use-form.ts'
import { Button } from '../button/button.tsx'
import { EmptyState } from '../empty-state/empty-state.tsx'
import { FormField } from '../field/field.tsx'
import { Input } from '../input/input.tsx'

export interface DeviceListProps {
  devices: readonly Device[]
  /** 'Desconectar': frees the computer's seat. Without it, no button (a read-only list). */
  onDisconnect?: (device: Device) => void
  /** 'Renomear': the new name, checked with the domain schema. Without it, no button. */
  onRename?: (device: Device, name: string) => void
  /** The computer whose disconnection or rename is under way. */
  busyId?: string | undefined
  /** Heading level of each computer's name. */
  headingLevel?: 2 | 3 | 4
  /** What an empty list says (the dashboard explains how to connect one). */
  emptyDescription?: string
}

const styles = {
  list: css({
    listStyle: 'none',
    m: '0',
    p: '0',
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
  }),
  item: css({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: '3',
    p: '4',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'lg',
    bg: 'bg.subtle',
  }),
  icon: css({ color: 'fg.muted', mt: '0.5', '& svg': { w: '5', h: '5' } }),
  name: css({ m: '0', fontSize: 'md', fontWeight: 'semibold', overflowWrap: 'anywhere' }),
  detail: css({ m: '0', mt: '1', fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '3' }),
  rename: css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '3' }),
}

function RenameForm({
  device,
  busy,
  onSave,
  onCancel,
}: {
  device: Device
  busy: boolean
  onSave: (name: string) => void
  onCancel: () => void
}) {
  const form = useForm({ name: device.name })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const result = form.check(renameDeviceSchema)
    if (result.success) onSave(result.output.name)
  }
  return (
    <form ref={form.formRef} onSubmit={submit} className={styles.rename} noValidate>
      <FormField label="Novo nome" error={form.errors.name} required>
        <Input
          name="name"
          autoComplete="off"
          autoFocus
          value={form.values.name}
          onChange={(event) => form.set('name')(event.currentTarget.value)}
        />
      </FormField>
      <div className={styles.actions}>
        <Button type="submit" size="sm" loading={busy} loadingText="Salvando...">
          Salvar nome
        </Button>
        <Button variant="outline" size="sm" onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
      </div>
    </form>
  )
}

/**
 * The computers connected to an account: name, system and app version, when the app last
 * checked in, and where the approval came from; 'Renomear' and 'Desconectar' on each.
 */
export function DeviceList({
  devices,
  onDisconnect,
  onRename,
  busyId,
  headingLevel = 3,
  emptyDescription = 'Abra o aplicativo no computador e use "Entrar" para conectá-lo à sua conta.',
}: DeviceListProps) {
  const [renaming, setRenaming] = useState<string>()
  const Heading = `h${headingLevel}` as const
  if (devices.length === 0) {
    return (
      <EmptyState
        icon={<Monitor />}
        title="Nenhum computador conectado"
        description={emptyDescription}
        headingLevel={headingLevel}
      />
    )
  }
  return (
    <ul className={styles.list} aria-label="Computadores conectados">
      {devices.map((device) => {
        const busy = busyId === device._id
        return (
          <li key={device._id} className={styles.item}>
            <span className={styles.icon} aria-hidden="true">
              {device.platform === 'macos' ? <Laptop /> : <Monitor />}
            </span>
            <div>
              <Heading className={styles.name}>{device.name}</Heading>
              <p className={styles.detail}>{deviceSystemLabel(device)}</p>
              <p className={styles.detail}>{lastSeenLabel(device)}</p>
              <p className={styles.detail}>{approvedLabel(device)}</p>
              {renaming === device._id && onRename ? (
                <RenameForm
                  device={device}
                  busy={busy}
                  onSave={(name) => {
                    onRename(device, name)
                    setRenaming(undefined)
                  }}
                  onCancel={() => setRenaming(undefined)}
                />
              ) : (
                (onRename || onDisconnect) && (
                  <div className={styles.actions}>
                    {onRename && (
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => setRenaming(device._id)}
                        disabled={busy}
                        aria-label={`Renomear ${device.name}`}
                      >
                        Renomear
                      </Button>
                    )}
                    {onDisconnect && (
                      <Button
                        variant="danger"
                        size="sm"
                        onClick={() => onDisconnect(device)}
                        loading={busy}
                        loadingText="Desconectando..."
                        aria-label={`Desconectar ${device.name}`}
                      >
                        Desconectar
                      </Button>
                    )}
                  </div>
                )
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
