import { billingCycleLabel, formatCents, planFeaturesPreview } from '@atendimento/domain/money'
import type { Plan } from '@atendimento/domain/schemas/plan'
import { css } from '@atendimento/ui/styled-system/css'
import { BadgeCheck } from 'lucide-react'
import type { ReactNode } from 'react'

const styles = {
  card: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    p: '6',
    h: 'full',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'xl',
  }),
  name: css({ textStyle: 'title', m: '0' }),
  description: css({ color: 'fg.muted', m: '0' }),
  price: css({ display: 'flex', alignItems: 'baseline', gap: '2', m: '0' }),
  amount: css({ fontSize: '3xl', fontWeight: 'extrabold' }),
  cycle: css({ color: 'fg.muted' }),
  features: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    listStyle: 'none',
    p: '0',
    m: '0',
    flex: '1',
  }),
  feature: css({
    display: 'flex',
    gap: '2',
    alignItems: 'flex-start',
    '& svg': { w: '4', h: '4', mt: '1', color: 'accent.text', flexShrink: '0' },
  }),
  more: css({ textStyle: 'small', color: 'fg.muted', m: '0' }),
}

// TODO(ui): PlanCard is listed for packages/ui; this local card stands in until it lands.
/** A plan: name, price per cycle, description, the first 3 features and '+N recursos adicionais'. */
export function PlanCard({ plan, action }: { plan: Plan; action: ReactNode }) {
  const { shown, moreLabel } = planFeaturesPreview(plan.features)
  return (
    <article className={styles.card} aria-labelledby={`plano-${plan._id}`}>
      <h3 id={`plano-${plan._id}`} className={styles.name}>
        {plan.name}
      </h3>
      <p className={styles.price}>
        <span className={styles.amount}>{formatCents(plan.price)}</span>
        <span className={styles.cycle}>{billingCycleLabel(plan.billingCycleDays)}</span>
      </p>
      <p className={styles.description}>{plan.description}</p>
      <ul className={styles.features} aria-label={`Recursos do plano ${plan.name}`}>
        {shown.map((feature) => (
          <li key={feature} className={styles.feature}>
            <BadgeCheck aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      {moreLabel && <p className={styles.more}>{moreLabel}</p>}
      {action}
    </article>
  )
}
