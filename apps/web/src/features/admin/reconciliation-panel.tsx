import { ADMIN_PAGE_SIZE, pageCount } from '@atendimento/domain/admin/figures'
import { RECONCILIATION_TEXTS } from '@atendimento/domain/admin/reconciliation'
import type { ReconciliationRun } from '@atendimento/domain/schemas/admin'
import type { AdminSearch } from '@atendimento/domain/schemas/admin-search'
import { Alert } from '@atendimento/ui/alert'
import { EmptyState } from '@atendimento/ui/empty-state'
import { LoadError } from '@atendimento/ui/load-error'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Scale } from 'lucide-react'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { reconciliationQuery } from './admin-queries.ts'
import { adminStyles as styles } from './admin-styles.ts'
import { AdminTable, Pager } from './admin-table.tsx'
import { LoadingRows } from './loading-rows.tsx'

const when = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
})
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** The last comparison: when it ran, what it looked at, or why it stopped. */
function LastRun({ run }: { run: ReconciliationRun | null }) {
  if (!run) {
    return (
      <Alert
        title="Nenhuma conciliação ainda."
        description="Ela roda uma vez por dia com o Asaas configurado; o comando npm run reconcile roda agora."
      />
    )
  }
  const started = when.format(new Date(run.startedAt))
  if (run.error) {
    return (
      <Alert
        tone="error"
        title={`A conciliação de ${started} parou antes do fim.`}
        description={`Motivo: ${run.error}. A próxima tentativa é na próxima rodada diária; o comando npm run reconcile tenta agora.`}
      />
    )
  }
  if (!run.finishedAt) {
    return <Alert title={`Conciliação em andamento desde ${started}.`} />
  }
  return (
    <p className={styles.muted}>
      Última conciliação em {started}:{' '}
      {plural(run.subscriptionsChecked, 'assinatura', 'assinaturas')} e{' '}
      {plural(run.paymentsChecked, 'pagamento', 'pagamentos')} comparados com o Asaas.
    </p>
  )
}

/**
 * Conciliação: what the daily comparison with the payment provider found and still sees, each
 * difference with what the operator does about it.
 */
export function ReconciliationPanel({ search }: { search: AdminSearch }) {
  const { token } = useSignedIn()
  const navigate = useNavigate()
  const query = useQuery(reconciliationQuery(token, search.pagina ?? 1))
  const page = query.data?.page ?? 1
  const pages = pageCount(query.data?.total ?? 0, ADMIN_PAGE_SIZE)
  if (query.isError) {
    return (
      <LoadError
        title="Não foi possível carregar a conciliação."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  }
  if (!query.data) {
    return <LoadingRows label="Carregando a conciliação…" />
  }
  const { items, lastRun } = query.data
  return (
    <div className={styles.section}>
      <LastRun run={lastRun} />
      {items.length === 0 ? (
        <EmptyState
          headingLevel={2}
          icon={<Scale />}
          title="Nenhuma diferença"
          description="Nossos registros e os do Asaas batem. A comparação se repete uma vez por dia."
        />
      ) : (
        <>
          <AdminTable
            caption="Diferenças com o Asaas"
            columns={['Desde', 'Diferença', 'Cliente', 'Aqui', 'No Asaas', 'O que fazer']}
            busy={query.isFetching}
          >
            {items.map((item) => (
              <tr key={item._id}>
                <td>{when.format(new Date(item.firstSeenAt))}</td>
                <td>
                  {RECONCILIATION_TEXTS[item.kind].label}
                  <br />
                  <code className={styles.muted}>{item.subject}</code>
                </td>
                <td>
                  {item.customer ? (
                    <Link
                      to="/admin"
                      search={{ aba: 'clientes', cliente: item.customer._id }}
                      className={styles.link}
                    >
                      {item.customer.name}
                    </Link>
                  ) : (
                    '—'
                  )}
                </td>
                <td>{item.ours ?? '—'}</td>
                <td>{item.theirs ?? '—'}</td>
                <td>{RECONCILIATION_TEXTS[item.kind].action}</td>
              </tr>
            ))}
          </AdminTable>
          <Pager
            label="Páginas da conciliação"
            page={page}
            pages={pages}
            status={`${plural(query.data.total, 'diferença em aberto', 'diferenças em aberto')} · página ${page} de ${pages}`}
            onPage={(pagina) =>
              void navigate({ to: '/admin', search: { aba: 'conciliacao', pagina } })
            }
          />
        </>
      )}
    </div>
  )
}
