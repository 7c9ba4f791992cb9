import { formatDate } from '@atendimento/domain/dates'
import type { AdminPublishRelease, AdminRelease } from '@atendimento/domain/schemas/release'
import { Alert } from '@atendimento/ui/alert'
import { AlertDialog } from '@atendimento/ui/alert-dialog'
import { Button } from '@atendimento/ui/button'
import { FormField } from '@atendimento/ui/field'
import { FormDialog } from '@atendimento/ui/form-dialog'
import { Input } from '@atendimento/ui/input'
import { LoadError } from '@atendimento/ui/load-error'
import { ReleaseForm } from '@atendimento/ui/release-form'
import { Badge } from '@atendimento/ui/status-badge'
import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { failureText } from '../../api/request.ts'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { notify } from '../shell/notify.ts'
import { adminStyles as styles } from './admin-styles.ts'
import { LoadingRows } from './loading-rows.tsx'
import { adminReleasesQuery, type ReleaseChange, useReleaseChange } from './release-queries.ts'

const UNEXPECTED = 'Erro inesperado. Tente novamente.'

type Pending =
  | { kind: 'rollout'; release: AdminRelease; percent: string }
  | { kind: 'withdraw'; release: AdminRelease }

const done = (onClose: () => void) => ({
  onSuccess: ({ message }: { message: string }) => {
    void notify('success', { title: message })
    onClose()
  },
})

/** Every action asks first, saying what will happen to the computers. */
function ConfirmDialog({ pending, onClose }: { pending: Pending; onClose: () => void }) {
  const change = useReleaseChange()
  const [percent, setPercent] = useState(pending.kind === 'rollout' ? pending.percent : '')
  const texts =
    pending.kind === 'rollout'
      ? {
          title: `Liberação gradual da ${pending.release.version}`,
          description:
            'A que parte dos computadores oferecer esta versão (0 a 100). Subir a porcentagem nunca tira quem já a recebia.',
          confirm: 'Alterar',
          busy: 'Alterando...',
        }
      : {
          title: `Retirar a versão ${pending.release.version}`,
          description:
            'A versão some de /download e do arquivo de atualização; a anterior volta a ser oferecida, inclusive a quem instalou esta. O número não pode ser usado de novo.',
          confirm: 'Retirar',
          busy: 'Retirando...',
        }
  const confirm = () => {
    const request: ReleaseChange =
      pending.kind === 'rollout'
        ? {
            kind: 'rollout',
            version: pending.release.version,
            channel: pending.release.channel,
            percent: Number(percent),
          }
        : { kind: 'withdraw', version: pending.release.version, channel: pending.release.channel }
    change.mutate(request, done(onClose))
  }
  return (
    <AlertDialog
      open
      onOpenChange={(open) => !open && onClose()}
      tone={pending.kind === 'withdraw' ? 'danger' : 'default'}
      title={texts.title}
      description={texts.description}
      confirmLabel={texts.confirm}
      cancelLabel="Voltar"
      busy={change.isPending}
      busyLabel={texts.busy}
      onConfirm={confirm}
    >
      {pending.kind === 'rollout' && (
        <FormField label="Porcentagem dos computadores" required>
          <Input
            value={percent}
            onChange={(event) => setPercent(event.target.value)}
            inputMode="numeric"
            autoComplete="off"
          />
        </FormField>
      )}
      {change.isError && (
        <Alert
          tone="error"
          title="A ação não foi feita"
          description={failureText(change.error, UNEXPECTED)}
        />
      )}
    </AlertDialog>
  )
}

/**
 * The form in a dialog, then its confirmation in the same dialog: what will be published, to
 * whom, before anything is sent.
 */
function PublishDialog({ onClose }: { onClose: () => void }) {
  const change = useReleaseChange()
  const [reviewed, setReviewed] = useState<AdminPublishRelease | null>(null)
  const publish = (input: AdminPublishRelease) =>
    change.mutate({ kind: 'publish', input }, done(onClose))
  return (
    <FormDialog
      title="Publicar versão"
      description={
        reviewed
          ? `Publicar no canal ${reviewed.channel} para ${reviewed.stagingPercentage}% dos computadores? /download e o arquivo de atualização mostram a versão na hora.`
          : 'Cole os arquivos que o electron-builder gerou e escreva as notas. Valem os critérios de npm run versions -- publish.'
      }
      busy={change.isPending}
      onClose={onClose}
    >
      {reviewed ? (
        <div className={styles.section}>
          {change.isError && (
            <Alert
              tone="error"
              title="A versão não foi publicada"
              description={failureText(change.error, UNEXPECTED)}
            />
          )}
          <div className={styles.actions}>
            <Button
              variant="outline"
              onClick={() => {
                change.reset()
                setReviewed(null)
              }}
              disabled={change.isPending}
            >
              Voltar
            </Button>
            <Button
              onClick={() => publish(reviewed)}
              loading={change.isPending}
              loadingText="Publicando..."
            >
              Publicar
            </Button>
          </div>
        </div>
      ) : (
        <ReleaseForm onSubmit={setReviewed} onCancel={onClose} />
      )}
    </FormDialog>
  )
}

const total = (release: AdminRelease) =>
  release.downloads.windows + release.downloads.macos + release.downloads.linux

/** Versões: the desktop app's releases, both channels; publish, roll out, withdraw. */
export function ReleasesPanel() {
  const { token } = useSignedIn()
  const query = useQuery(adminReleasesQuery(token))
  const [publishing, setPublishing] = useState(false)
  const [pending, setPending] = useState<Pending | null>(null)
  return (
    <div className={styles.section}>
      <div>
        <Button onClick={() => setPublishing(true)}>
          <Plus aria-hidden="true" />
          Publicar versão
        </Button>
      </div>
      {query.isError ? (
        <LoadError
          title="Não foi possível carregar as versões."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !query.data ? (
        <LoadingRows label="Carregando versões…" rows={2} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption}>Versões</caption>
            <thead>
              <tr>
                <th scope="col">Versão</th>
                <th scope="col">Canal</th>
                <th scope="col">Publicada</th>
                <th scope="col">Liberação</th>
                <th scope="col">Downloads (Windows · macOS · Linux)</th>
                <th scope="col">Situação</th>
                <th scope="col">Ações</th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((release) => (
                <tr key={`${release.channel}-${release.version}`}>
                  <td>
                    <strong>{release.version}</strong>
                    {release.critical && (
                      <>
                        {' '}
                        <Badge tone="danger">Crítica</Badge>
                      </>
                    )}
                  </td>
                  <td>{release.channel}</td>
                  <td>{formatDate(release.publishedAt)}</td>
                  <td>{release.stagingPercentage}%</td>
                  <td>
                    {total(release)} ({release.downloads.windows} · {release.downloads.macos} ·{' '}
                    {release.downloads.linux})
                  </td>
                  <td>
                    <Badge tone={release.withdrawnAt ? 'neutral' : 'success'}>
                      {release.withdrawnAt
                        ? `Retirada em ${formatDate(release.withdrawnAt)}`
                        : 'Publicada'}
                    </Badge>
                  </td>
                  <td>
                    {!release.withdrawnAt && (
                      <div className={styles.actions}>
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Liberação gradual da ${release.version}`}
                          onClick={() =>
                            setPending({
                              kind: 'rollout',
                              release,
                              percent: String(release.stagingPercentage),
                            })
                          }
                        >
                          Liberação
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Retirar a ${release.version}`}
                          onClick={() => setPending({ kind: 'withdraw', release })}
                        >
                          Retirar
                        </Button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {publishing && <PublishDialog onClose={() => setPublishing(false)} />}
      {pending && <ConfirmDialog pending={pending} onClose={() => setPending(null)} />}
    </div>
  )
}
