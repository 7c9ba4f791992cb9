import { formatDate, formatDateOr } from '@atendimento/domain/dates'
import { LIST_LOAD_MESSAGES } from '@atendimento/domain/messages'
import { formatCents } from '@atendimento/domain/money'
import type { Payment } from '@atendimento/domain/schemas/payment'
import { PAYMENT_FILTERS, type PaymentFilterId } from '@atendimento/domain/subscription'
import { Button } from '@atendimento/ui/button'
import { LoadError } from '@atendimento/ui/load-error'
import { StatusBadge } from '@atendimento/ui/status-badge'
import { css } from '@atendimento/ui/styled-system/css'
import { useState } from 'react'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { paymentsQuery, useDashboardList } from './queries.ts'
import { dashboardStyles } from './styles.ts'

const styles = {
  filters: css({ display: 'flex', flexWrap: 'wrap', gap: '2', border: 'none', p: '0', m: '0' }),
  tableWrap: css({
    overflowX: 'auto',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'lg',
    bg: 'bg.surface',
  }),
  table: css({
    w: 'full',
    borderCollapse: 'collapse',
    textStyle: 'small',
    '& th, & td': { textAlign: 'left', px: '4', py: '3', whiteSpace: 'nowrap' },
    '& thead th': { color: 'fg.muted', fontWeight: 'semibold', bg: 'bg.subtle' },
    '& tbody tr': { borderTopWidth: '1px', borderColor: 'border.default' },
  }),
  caption: css({ srOnly: true }),
}

function PaymentRows({ payments }: { payments: readonly Payment[] }) {
  return (
    <tbody>
      {payments.map((payment) => (
        <tr key={payment._id}>
          <td>{formatCents(payment.amount)}</td>
          <td>{payment.planId.name}</td>
          <td>{formatDate(payment.billingDate)}</td>
          <td>{formatDateOr(payment.paidAt, '—')}</td>
          <td>
            <StatusBadge kind="payment" status={payment.status} />
          </td>
        </tr>
      ))}
    </tbody>
  )
}

/** 'Histórico de pagamentos' with Todos, Pagos and Pendentes (GET /recurrence/user?status=). */
export function PaymentHistory() {
  const { token, user } = useSignedIn()
  const [filter, setFilter] = useState<PaymentFilterId>('all')
  const { items, loading, failed, retry, retrying } = useDashboardList(
    paymentsQuery(token, user._id, filter),
    'os pagamentos',
  )
  const current = PAYMENT_FILTERS.find((item) => item.id === filter)?.label ?? ''

  return (
    <section className={dashboardStyles.section} aria-labelledby="historico-pagamentos">
      <h2 id="historico-pagamentos" className={dashboardStyles.sectionTitle}>
        Histórico de pagamentos
      </h2>
      <fieldset className={styles.filters}>
        <legend className={styles.caption}>Filtrar pagamentos</legend>
        {PAYMENT_FILTERS.map((item) => (
          <Button
            key={item.id}
            size="sm"
            variant={item.id === filter ? 'solid' : 'outline'}
            aria-pressed={item.id === filter}
            onClick={() => setFilter(item.id)}
          >
            {item.label}
          </Button>
        ))}
      </fieldset>
      {loading ? (
        <p className={dashboardStyles.loading} role="status">
          Carregando pagamentos…
        </p>
      ) : failed ? (
        <LoadError title={LIST_LOAD_MESSAGES.payments} onRetry={retry} retrying={retrying} />
      ) : items.length === 0 ? (
        <p className={dashboardStyles.meta}>Nenhum pagamento encontrado.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption}>Pagamentos: {current}</caption>
            <thead>
              <tr>
                <th scope="col">Valor</th>
                <th scope="col">Plano</th>
                <th scope="col">Cobrança</th>
                <th scope="col">Pagamento</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <PaymentRows payments={items} />
          </table>
        </div>
      )}
    </section>
  )
}
