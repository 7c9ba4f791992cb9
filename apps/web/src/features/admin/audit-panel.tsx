import { auditValuesText } from '@atendimento/domain/admin/audit-values'
import { ADMIN_PAGE_SIZE, pageCount } from '@atendimento/domain/admin/figures'
import { AUDIT_ACTIONS } from '@atendimento/domain/schemas/admin'
import { type AdminSearch, AUDIT_ACTION_LABELS } from '@atendimento/domain/schemas/admin-search'
import { EmptyState } from '@atendimento/ui/empty-state'
import { LoadError } from '@atendimento/ui/load-error'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { ScrollText } from 'lucide-react'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { auditQuery } from './admin-queries.ts'
import { adminStyles as styles } from './admin-styles.ts'
import { AdminTable, Pager } from './admin-table.tsx'
import { LoadingRows } from './loading-rows.tsx'

const when = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
})

/** Auditoria: who did what, when, with the values before and after; by operator and action. */
export function AuditPanel({ search }: { search: AdminSearch }) {
  const { token } = useSignedIn()
  const navigate = useNavigate()
  const query = useQuery(
    auditQuery(token, { operator: search.operador, action: search.acao, page: search.pagina }),
  )
  const go = (change: Partial<AdminSearch>) =>
    void navigate({
      to: '/admin',
      search: { aba: 'auditoria', operador: search.operador, acao: search.acao, ...change },
    })
  const page = query.data?.page ?? 1
  const pages = pageCount(query.data?.total ?? 0, ADMIN_PAGE_SIZE)
  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <label className={styles.label}>
          Operador
          <select
            className={styles.select}
            value={search.operador ?? ''}
            onChange={(event) => go({ operador: event.target.value || undefined })}
          >
            <option value="">Todos</option>
            {query.data?.operators.map((operator) => (
              <option key={operator._id} value={operator._id}>
                {operator.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.label}>
          Ação
          <select
            className={styles.select}
            value={search.acao ?? ''}
            onChange={(event) =>
              go({ acao: (event.target.value || undefined) as AdminSearch['acao'] })
            }
          >
            <option value="">Todas</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {AUDIT_ACTION_LABELS[action]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {query.isError ? (
        <LoadError
          title="Não foi possível carregar a auditoria."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !query.data ? (
        <LoadingRows label="Carregando a auditoria…" />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          headingLevel={2}
          icon={<ScrollText />}
          title="Nenhuma ação registrada"
          description="As ações dos operadores aparecem aqui, da mais recente para a mais antiga."
        />
      ) : (
        <>
          <AdminTable
            caption="Registro de auditoria"
            columns={['Quando', 'Operador', 'Ação', 'Cliente ou plano', 'Antes', 'Depois']}
            busy={query.isFetching}
          >
            {query.data.items.map((entry) => (
              <tr key={entry._id}>
                <td>{when.format(new Date(entry.at))}</td>
                <td>{entry.operator?.name ?? '—'}</td>
                <td>{AUDIT_ACTION_LABELS[entry.action]}</td>
                <td>
                  {entry.customer ? (
                    <Link
                      to="/admin"
                      search={{ aba: 'clientes', cliente: entry.customer._id }}
                      className={styles.link}
                    >
                      {entry.customer.name}
                    </Link>
                  ) : (
                    entry.target
                  )}
                </td>
                <td>{auditValuesText(entry.action, entry.before)}</td>
                <td>{auditValuesText(entry.action, entry.after)}</td>
              </tr>
            ))}
          </AdminTable>
          <Pager
            label="Páginas da auditoria"
            page={page}
            pages={pages}
            status={`Página ${page} de ${pages}`}
            onPage={(pagina) => go({ pagina })}
          />
        </>
      )}
    </div>
  )
}
