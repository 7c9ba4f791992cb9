import { exportFileName, PRIVACY_TEXTS } from '@atendimento/domain/privacy'
import {
  DELETE_ACCOUNT_MESSAGES,
  type NotificationPreferences,
} from '@atendimento/domain/schemas/privacy'
import { TOASTS } from '@atendimento/domain/toasts'
import { Button } from '@atendimento/ui/button'
import * as Card from '@atendimento/ui/card'
import { DeleteAccountDialog } from '@atendimento/ui/delete-account-dialog'
import { css } from '@atendimento/ui/styled-system/css'
import { Switch } from '@atendimento/ui/switch'
import { useQuery } from '@tanstack/react-query'
import { Download, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { failureText } from '../../api/request.ts'
import { useSession } from '../auth/session-provider.tsx'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { notify } from '../shell/notify.ts'
import {
  notificationsQuery,
  useDeleteAccount,
  useExportData,
  useSaveNotifications,
} from './privacy-mutations.ts'

const styles = {
  switches: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  danger: css({ borderColor: 'danger.default' }),
  dangerTitle: css({ color: 'danger.text' }),
}

/** Saves the export as a file, the way a download link would. */
function saveJson(data: unknown, name: string) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  )
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** The two switches, each saved on change; off while the saved values load or save. */
function NotificationSwitches() {
  const { token, user } = useSignedIn()
  const saved = useQuery(notificationsQuery(token, user._id))
  const save = useSaveNotifications()
  const current = save.isPending ? save.variables : saved.data
  const busy = !saved.data || save.isPending
  const change = (patch: Partial<NotificationPreferences>) => {
    if (!saved.data) return
    save.mutate(
      { ...saved.data, ...patch },
      {
        onSuccess: () => void notify('success', TOASTS.notificationsSaved),
        onError: (error) =>
          void notify('error', {
            title: TOASTS.notificationsError.title,
            description: failureText(error, TOASTS.notificationsError.description),
          }),
      },
    )
  }
  return (
    <Card.Body className={styles.switches} aria-busy={busy || undefined}>
      <Switch
        checked={current?.email ?? false}
        disabled={busy}
        onCheckedChange={({ checked }) => change({ email: checked })}
      >
        Notificações por email
      </Switch>
      <Switch
        checked={current?.weeklyReports ?? false}
        disabled={busy}
        onCheckedChange={({ checked }) => change({ weeklyReports: checked })}
      >
        Relatórios semanais
      </Switch>
    </Card.Body>
  )
}

function ExportData() {
  const exportData = useExportData()
  const run = () =>
    exportData.mutate(undefined, {
      onSuccess: (data) => {
        saveJson(data, exportFileName(data.exportedAt))
        void notify('success', TOASTS.exportSuccess)
      },
      onError: (error) =>
        void notify('error', {
          title: TOASTS.exportError.title,
          description: failureText(error, TOASTS.exportError.description),
        }),
    })
  return (
    <Button
      variant="outline"
      loading={exportData.isPending}
      loadingText={PRIVACY_TEXTS.exporting}
      onClick={run}
    >
      <Download aria-hidden="true" />
      {PRIVACY_TEXTS.exportButton}
    </Button>
  )
}

function DeleteAccount() {
  const { signOut } = useSession()
  const remove = useDeleteAccount()
  const [open, setOpen] = useState(false)
  const [password, setPassword] = useState('')
  const [missing, setMissing] = useState(false)
  const confirm = () => {
    if (!password) return setMissing(true)
    remove.mutate(password, {
      onSuccess: async ({ message }) => {
        void notify('success', { title: TOASTS.deleteSuccess.title, description: message })
        // Every session is over on the server: this one ends here too, and the signed-in
        // layout takes the visitor home.
        await signOut()
      },
    })
  }
  return (
    <DeleteAccountDialog
      open={open}
      onOpenChange={(next) => {
        if (remove.isPending) return
        setOpen(next)
        if (!next) {
          setPassword('')
          setMissing(false)
          remove.reset()
        }
      }}
      trigger={
        <Button variant="danger">
          <Trash2 aria-hidden="true" />
          {PRIVACY_TEXTS.deleteButton}
        </Button>
      }
      password={password}
      onPasswordChange={(value) => {
        setPassword(value)
        setMissing(false)
      }}
      passwordError={missing ? DELETE_ACCOUNT_MESSAGES.password : undefined}
      error={remove.error ? failureText(remove.error, TOASTS.deleteError.description) : undefined}
      busy={remove.isPending || remove.isSuccess}
      onConfirm={confirm}
    />
  )
}

/**
 * 'Configurações': the two notification switches (saved per account), the LGPD self-service
 * ('Baixar meus dados') and the danger zone ('Excluir conta permanentemente').
 */
export function SettingsPanel() {
  return (
    <>
      <Card.Root asChild>
        <section aria-labelledby="notificacoes">
          <Card.Header>
            <Card.Title id="notificacoes" asChild>
              <h2>Notificações</h2>
            </Card.Title>
          </Card.Header>
          <NotificationSwitches />
        </section>
      </Card.Root>
      <Card.Root asChild>
        <section aria-labelledby="seus-dados">
          <Card.Header>
            <Card.Title id="seus-dados" asChild>
              <h2>{PRIVACY_TEXTS.exportTitle}</h2>
            </Card.Title>
            <Card.Description>{PRIVACY_TEXTS.exportDescription}</Card.Description>
          </Card.Header>
          <Card.Footer>
            <ExportData />
          </Card.Footer>
        </section>
      </Card.Root>
      <Card.Root className={styles.danger} asChild>
        <section aria-labelledby="zona-de-perigo">
          <Card.Header>
            <Card.Title id="zona-de-perigo" className={styles.dangerTitle} asChild>
              <h2>Zona de perigo</h2>
            </Card.Title>
            <Card.Description>
              Excluir a conta apaga seus dados pessoais de forma permanente.
            </Card.Description>
          </Card.Header>
          <Card.Footer>
            <DeleteAccount />
          </Card.Footer>
        </section>
      </Card.Root>
    </>
  )
}
