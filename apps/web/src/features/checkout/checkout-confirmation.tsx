import { CHECKOUT_CONFIRMATION_TEXTS as TEXTS } from '@atendimento/domain/checkout-gate'
import { formatDate } from '@atendimento/domain/dates'
import { CHECKOUT_MESSAGES } from '@atendimento/domain/messages'
import { formatCents } from '@atendimento/domain/money'
import type { Plan } from '@atendimento/domain/schemas/plan'
import { subscriptionPlanId } from '@atendimento/domain/schemas/subscription'
import { canCancel } from '@atendimento/domain/subscription'
import { css } from '@atendimento/ui/styled-system/css'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CircleCheck } from 'lucide-react'
import { paymentsQuery, subscriptionsQuery } from '../dashboard/queries.ts'
import { checkoutStyles } from './checkout-styles.ts'

const linkLook = {
  color: 'accent.text',
  fontWeight: 'medium',
  textDecoration: 'underline',
} as const

const styles = {
  panel: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '4',
    py: '8',
    textAlign: 'center',
    '& > svg': { w: '12', h: '12', color: 'fg.success' },
  }),
  facts: css({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: '4',
    rowGap: '2',
    m: '0',
    textAlign: 'left',
    '& dt': { color: 'fg.muted' },
    '& dd': { m: '0', fontWeight: 'semibold' },
  }),
  steps: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    m: '0',
    pl: '5',
    textAlign: 'left',
  }),
  subtitle: css({ textStyle: 'label', fontWeight: 'semibold', m: '0' }),
  link: css(linkLook),
  /** A link on a line of its own: a finger's height on phones. */
  standalone: css(linkLook, {
    _touch: { display: 'inline-flex', alignItems: 'center', minH: '11' },
  }),
}

/**
 * Where a paid checkout ends: what was bought (plan, amount), until when (the next charge), the
 * receipt, and what to do next (download the app, connect the computer at /ativar). It stays
 * until the customer leaves it: a redirect would take it away before it is read.
 */
export function CheckoutConfirmation({
  plan,
  token,
  userId,
}: {
  plan: Pick<Plan, '_id' | 'name' | 'price'>
  token: string | null
  userId: string | undefined
}) {
  const signedIn = Boolean(token && userId)
  const subscriptions = useQuery({
    ...subscriptionsQuery(token ?? '', userId ?? ''),
    enabled: signedIn,
  })
  const payments = useQuery({
    ...paymentsQuery(token ?? '', userId ?? '', 'paid'),
    enabled: signedIn,
  })
  const active = subscriptions.data?.find(
    (subscription) =>
      canCancel(subscription.status) && subscriptionPlanId(subscription) === plan._id,
  )
  const receipt = payments.data?.find((payment) => payment.planId._id === plan._id)
  return (
    <section className={styles.panel} aria-labelledby="confirmacao-titulo">
      <CircleCheck aria-hidden="true" />
      <h2 id="confirmacao-titulo" className={checkoutStyles.approvedTitle}>
        {CHECKOUT_MESSAGES.approved}
      </h2>
      <dl className={styles.facts}>
        <dt>{TEXTS.plan}</dt>
        <dd>{plan.name}</dd>
        <dt>{TEXTS.amount}</dt>
        <dd>{formatCents(receipt?.amount ?? plan.price)}</dd>
        {active?.nextBillingDate && (
          <>
            <dt>{TEXTS.nextCharge}</dt>
            <dd>{formatDate(active.nextBillingDate)}</dd>
          </>
        )}
      </dl>
      {receipt && (
        <Link
          to="/recibo/$paymentId"
          params={{ paymentId: receipt._id }}
          className={styles.standalone}
        >
          {TEXTS.receipt}
        </Link>
      )}
      <h3 className={styles.subtitle}>{TEXTS.nextSteps}</h3>
      <ol className={styles.steps}>
        <li>
          <Link to="/download" className={styles.link}>
            {TEXTS.download}
          </Link>{' '}
          {TEXTS.downloadHint}
        </li>
        <li>
          <Link to="/ativar" className={styles.link}>
            {TEXTS.connect}
          </Link>{' '}
          {TEXTS.connectHint}
        </li>
      </ol>
      <Link to="/dashboard" className={styles.standalone}>
        {TEXTS.dashboard}
      </Link>
    </section>
  )
}
