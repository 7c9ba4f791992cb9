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
    // A phone shows each payment as a card instead (the list before the table).
    display: { base: 'none', md: 'block' },
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
    // Texts wrap where they can (a plan change's label, the card's name), so the seven columns
    // fit the dashboard's width at 1366 px; amounts and dates stay whole.
    '& th, & td': { textAlign: 'left', px: '3', py: '3', verticalAlign: 'top' },
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
  whole: css({ whiteSpace: 'nowrap' }),
  cards: css({
    display: { base: 'flex', md: 'none' },
    flexDirection: 'column',
    gap: '3',
    listStyle: 'none',
    m: '0',
    p: '0',
  }),
  card: css({
    display: 'grid',
    gap: '2',
    p: '4',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'lg',
    bg: 'bg.surface',
    textStyle: 'small',
  }),
  cardHead: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
    fontWeight: 'semibold',
  }),
  facts: css({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: '3',
    rowGap: '1',
    m: '0',
    '& dt': { color: 'fg.muted' },
    '& dd': { m: '0', overflowWrap: 'anywhere' },
  }),
}

function ReceiptLink({ payment }: { payment: Payment }) {
  if (payment.status !== 'paid') return null
  return (
    <Link
      to="/recibo/$paymentId"
      params={{ paymentId: payment._id }}
      className={styles.receipt}
      aria-label={`${RECEIPT_TEXTS.viewReceipt}: ${payment.planId.name}, ${formatDate(payment.billingDate)}`}
    >
      {RECEIPT_TEXTS.viewReceipt}
    </Link>
  )
}

/** On a phone: each payment as a card, every field labelled, the receipt link in reach. */
function PaymentCards({ payments }: { payments: readonly Payment[] }) {
  return (
    <ul className={styles.cards}>
      {payments.map((payment) => (
        <li key={payment._id} className={styles.card}>
          <div className={styles.cardHead}>
            <span>
              {payment.planId.name} · {formatCents(payment.amount)}
            </span>
            <StatusBadge kind="payment" status={payment.status} />
          </div>
          {payment.change && (
            <span className={styles.change}>{PLAN_CHANGE_PAYMENT_LABELS[payment.change]}</span>
          )}
          <dl className={styles.facts}>
            <dt>Cobrança</dt>
            <dd>{formatDate(payment.billingDate)}</dd>
            <dt>Pagamento</dt>
            <dd>{formatDateOr(payment.paidAt, '—')}</dd>
            <dt>Forma de pagamento</dt>
            <dd>{paymentMethodLabel(payment.method ?? 'credit_card', payment.card)}</dd>
          </dl>
          <ReceiptLink payment={payment} />
        </li>
      ))}
    </ul>
  )
}

function PaymentRows({ payments }: { payments: readonly Payment[] }) {
  return (
    <tbody>
      {payments.map((payment) => (
        <tr key={payment._id}>
          <td className={styles.whole}>{formatCents(payment.amount)}</td>
          <td>
            {payment.planId.name}
            {payment.change && (
              <span className={styles.change}>{PLAN_CHANGE_PAYMENT_LABELS[payment.change]}</span>
            )}
          </td>
          <td className={styles.whole}>{formatDate(payment.billingDate)}</td>
          <td className={styles.whole}>{formatDateOr(payment.paidAt, '—')}</td>
          <td>{paymentMethodLabel(payment.method ?? 'credit_card', payment.card)}</td>
          <td>
            <StatusBadge kind="payment" status={payment.status} />
          </td>
          <td>
            <ReceiptLink payment={payment} />
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
        <>
          <PaymentCards payments={items} />
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
        </>
      )}
    </section>
  )
}
