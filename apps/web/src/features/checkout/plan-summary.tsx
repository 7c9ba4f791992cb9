import { billingCycleLabel, formatCents } from '@atendimento/domain/money'
import type { Plan } from '@atendimento/domain/schemas/plan'
import * as Card from '@atendimento/ui/card'
import { css } from '@atendimento/ui/styled-system/css'
import { Check } from 'lucide-react'

const styles = {
  price: css({ display: 'flex', alignItems: 'baseline', gap: '2', m: '0' }),
  amount: css({ fontSize: '3xl', fontWeight: 'extrabold', lineHeight: 'none' }),
  cycle: css({ color: 'fg.muted' }),
  list: css({
    listStyle: 'none',
    p: '0',
    m: '0',
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
  }),
  item: css({
    display: 'flex',
    gap: '2',
    textStyle: 'small',
    '& svg': { w: '4', h: '4', flexShrink: 0, mt: '0.5', color: 'fg.success' },
  }),
}

/** The checkout's side summary: plan name, price, description and every feature. */
export function PlanSummary({ plan }: { plan: Plan }) {
  return (
    <Card.Root asChild>
      <aside aria-labelledby="resumo-plano">
        <Card.Header>
          <p className={css({ textStyle: 'small', color: 'fg.muted', m: '0' })}>Resumo</p>
          <Card.Title id="resumo-plano" asChild>
            <h2>Plano {plan.name}</h2>
          </Card.Title>
          <p className={styles.price}>
            <span className={styles.amount}>{formatCents(plan.price)}</span>
            <span className={styles.cycle}>{billingCycleLabel(plan.billingCycleDays)}</span>
          </p>
          <Card.Description>{plan.description}</Card.Description>
        </Card.Header>
        <Card.Body>
          <ul className={styles.list} aria-label="Recursos incluídos">
            {plan.features.map((feature) => (
              <li key={feature} className={styles.item}>
                <Check aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        </Card.Body>
      </aside>
    </Card.Root>
  )
}
