import { formatDateOr } from '@atendimento/domain/dates'
import { billingCycleLabel, formatCents, MONTHLY_CYCLE_DAYS } from '@atendimento/domain/money'
import type { Subscription } from '@atendimento/domain/schemas/subscription'
import { Button } from '@atendimento/ui/button'
import * as Card from '@atendimento/ui/card'
import { StatusBadge } from '@atendimento/ui/status-badge'
import { css } from '@atendimento/ui/styled-system/css'
import type { PaymentTarget } from './secure-payment-dialog.tsx'

const styles = {
  header: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' }),
  price: css({ display: 'flex', alignItems: 'baseline', gap: '2', m: '0' }),
  amount: css({ fontSize: '3xl', fontWeight: 'extrabold', lineHeight: 'none' }),
  cycle: css({ color: 'fg.muted' }),
  details: css({
    display: 'grid',
    gap: '1',
    m: '0',
    '& dt': { textStyle: 'small', color: 'fg.muted' },
    '& dd': { m: '0', fontWeight: 'medium' },
  }),
}

/** The current plan: name, price per month, next payment date and Cancelar Assinatura. */
export function ActivePlanCard({
  subscription,
  plan,
  onCancel,
}: {
  subscription: Subscription
  plan: PaymentTarget
  onCancel: () => void
}) {
  return (
    <Card.Root variant="highlighted" asChild>
      <section aria-labelledby="plano-atual">
        <Card.Header>
          <div className={styles.header}>
            <Card.Title id="plano-atual" asChild>
              <h2>Plano atual: {plan.name}</h2>
            </Card.Title>
            <StatusBadge kind="subscription" status={subscription.status} />
          </div>
          <p className={styles.price}>
            <span className={styles.amount}>{formatCents(plan.price)}</span>
            <span className={styles.cycle}>
              {billingCycleLabel(plan.billingCycleDays ?? MONTHLY_CYCLE_DAYS)}
            </span>
          </p>
        </Card.Header>
        <Card.Body>
          <dl className={styles.details}>
            <dt>Próximo pagamento</dt>
            <dd>{formatDateOr(subscription.nextBillingDate)}</dd>
          </dl>
        </Card.Body>
        <Card.Footer>
          <Button variant="danger" onClick={onCancel}>
            Cancelar Assinatura
          </Button>
        </Card.Footer>
      </section>
    </Card.Root>
  )
}
