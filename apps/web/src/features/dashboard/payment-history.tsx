import { formatDate, formatDateOr } from '@atendimento/domain/dates'
import { LIST_LOAD_MESSAGES } from '@atendimento/domain/messages'
import { formatCents } from '@atendimento/domain/money'
import { paymentMethodLabel } from '@atendimento/domain/payment-method'
import { RECEIPT_TEXTS } from '@atendimento/domain/receipt'
import type { Payment } from '@atendimento/domain/schemas/payment'
import {
  PAYMENT_FILTERS,
  type PaymentFilterId,
  PLAN_CHANGE_PAYMENT_LABELS,
} from '@atendimento/domain/subscription'
import { Button } from '@atendimento/ui/button'
import { LoadError } from '@atendimento/ui/load-error'
import { StatusBadge } from '@atendimento/ui/status-badge'
import { css } from '@atendimento/ui/styled-system/css'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { paymentsQuery, useDashboardList } from './queries.ts'
import { dashboardStyles } from './styles.ts'

const styles = {
  filters: css({ display: 'flex', flexWrap: 'wrap', gap: '2', border: 'none', p: '0', m: '0' }),
  tableWrap: css({
    // The positioned box that holds the visually hidden header texts: otherwise they are placed
    // against the page and widen it past a phone's screen.
    position: 'relative',
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
  receipt: css({
    color: 'accent.text',
    fontWeight: 'medium',
    textDecoration: 'underline',
    _touch: { display: 'inline-flex', alignItems: 'center', minH: '11' },
  }),
  change: css({ display: 'block', color: 'fg.muted', textStyle: 'small' }),
}

function PaymentRows({ payments }: { payments: readonly Payment[] }) {
  return (
    <tbody>
      {payments.map((payment) => (
        <tr key={payment._id}>
          <td>{formatCents(payment.amount)}</td>
          <td>
            {payment.planId.name}
            {payment.change && (
              <span className={styles.change}>{PLAN_CHANGE_PAYMENT_LABELS[payment.change]}</span>
            )}
          </td>
          <td>{formatDate(payment.billingDate)}</td>
          <td>{formatDateOr(payment.paidAt, '—')}</td>
          <td>{paymentMethodLabel(payment.method ?? 'credit_card', payment.card)}</td>
          <td>
            <StatusBadge kind="payment" status={payment.status} />
          </td>
          <td>
            {payment.status === 'paid' && (
              <Link
                to="/recibo/$paymentId"
                params={{ paymentId: payment._id }}
                className={styles.receipt}
                aria-label={`${RECEIPT_TEXTS.viewReceipt}: ${payment.planId.name}, ${formatDate(payment.billingDate)}`}
              >
                {RECEIPT_TEXTS.viewReceipt}
              </Link>
            )}
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
                <th scope="col">Forma de pagamento</th>
                <th scope="col">Status</th>
                <th scope="col">Recibo</th>
              </tr>
            </thead>
            <PaymentRows payments={items} />
          </table>
        </div>
      )}
    </section>
  )
}
