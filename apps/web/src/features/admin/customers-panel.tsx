import { customerIdentity } from '@atendimento/domain/admin/customer-display'
import { pageCount } from '@atendimento/domain/admin/figures'
import { formatDate } from '@atendimento/domain/dates'
import type { CustomerListQuery } from '@atendimento/domain/schemas/admin'
import { CUSTOMER_SORTS, CUSTOMER_STATUS_FILTERS } from '@atendimento/domain/schemas/admin'
import {
  type AdminSearch,
  CUSTOMER_SORT_LABELS,
  CUSTOMER_STATUS_FILTER_LABELS,
} from '@atendimento/domain/schemas/admin-search'
import { Button } from '@atendimento/ui/button'
import { EmptyState } from '@atendimento/ui/empty-state'
import { LoadError } from '@atendimento/ui/load-error'
import { StatusBadge } from '@atendimento/ui/status-badge'
import { input } from '@atendimento/ui/styled-system/recipes'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Search, Users } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { customersQuery } from './admin-queries.ts'
import { adminStyles as styles } from './admin-styles.ts'
import { AdminTable, Pager } from './admin-table.tsx'
import { LoadingRows } from './loading-rows.tsx'

/** Clientes: server-side search, status filter, order and pages. */
export function CustomersPanel({ search }: { search: AdminSearch }) {
  const { token } = useSignedIn()
  const navigate = useNavigate()
  const query: CustomerListQuery = {
    q: search.q,
    status: search.status,
    sort: search.ordem,
    page: search.pagina,
  }
  const list = useQuery(customersQuery(token, query))
  const [text, setText] = useState(search.q ?? '')
  const go = (change: Partial<AdminSearch>) =>
    void navigate({
      to: '/admin',
      search: { ...search, aba: 'clientes', pagina: undefined, ...change },
    })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    go({ q: text.trim() || undefined })
  }
  const page = list.data?.page ?? search.pagina ?? 1
  const pages = pageCount(list.data?.total ?? 0)
  return (
    <div className={styles.section}>
      <search>
        <form className={styles.toolbar} onSubmit={submit} aria-label="Buscar clientes">
          <label className={styles.label}>
            Nome, e-mail ou CPF/CNPJ
            <input
              className={input()}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              maxLength={100}
              autoComplete="off"
            />
          </label>
          <label className={styles.label}>
            Assinatura
            <select
              className={styles.select}
              value={search.status ?? ''}
              onChange={(event) =>
                go({ status: (event.target.value || undefined) as AdminSearch['status'] })
              }
            >
              <option value="">Todas</option>
              {CUSTOMER_STATUS_FILTERS.map((status) => (
                <option key={status} value={status}>
                  {CUSTOMER_STATUS_FILTER_LABELS[status]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.label}>
            Ordem
            <select
              className={styles.select}
              value={search.ordem ?? 'recentes'}
              onChange={(event) => go({ ordem: event.target.value as AdminSearch['ordem'] })}
            >
              {CUSTOMER_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {CUSTOMER_SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </label>
          <Button
            type="submit"
            loading={list.isFetching && !list.isPending}
            loadingText="Buscando..."
          >
            <Search aria-hidden="true" />
            Buscar
          </Button>
        </form>
      </search>
      {list.isError ? (
        <LoadError
          title="Não foi possível carregar os clientes."
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : !list.data ? (
        <LoadingRows label="Carregando clientes…" />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          headingLevel={2}
          icon={<Users />}
          title="Nenhum cliente encontrado"
          description="Confira a busca ou tire o filtro de assinatura."
        />
      ) : (
        <>
          <AdminTable
            caption="Clientes"
            columns={['Nome', 'E-mail', 'CPF/CNPJ', 'Assinatura', 'Cliente desde']}
            busy={list.isFetching}
          >
            {list.data.items.map((customer) => {
              const shown = customerIdentity(customer)
              return (
                <tr key={customer._id}>
                  <td>
                    <Link
                      to="/admin"
                      search={{ aba: 'clientes', cliente: customer._id }}
                      className={styles.link}
                    >
                      {shown.name}
                    </Link>
                  </td>
                  <td>{shown.email}</td>
                  <td>{shown.document}</td>
                  <td>
                    {customer.subscription ? (
                      <>
                        <StatusBadge kind="subscription" status={customer.subscription.status} />{' '}
                        {customer.subscription.planName}
                      </>
                    ) : (
                      'Sem assinatura'
                    )}
                  </td>
                  <td>{formatDate(customer.createdAt)}</td>
                </tr>
              )
            })}
          </AdminTable>
          <Pager
            label="Páginas de clientes"
            page={page}
            pages={pages}
            status={`${list.data.total} ${list.data.total === 1 ? 'cliente' : 'clientes'} · página ${page} de ${pages}`}
            onPage={(pagina) => go({ pagina })}
          />
        </>
      )}
    </div>
  )
}
