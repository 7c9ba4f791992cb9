import { billingCycleLabel, formatCents, planFeaturesPreview } from '@atendimento/domain/money'
import type { Plan } from '@atendimento/domain/schemas/plan'
import { css, cx } from '@atendimento/ui/styled-system/css'
import { badge as badgeRecipe, button, card } from '@atendimento/ui/styled-system/recipes'
import { Check } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { Spinner } from '../spinner/spinner.tsx'

export type PlanCardPlan = Pick<
  Plan,
  'name' | 'description' | 'price' | 'billingCycleDays' | 'features'
>

export interface PlanCardProps {
  plan: PlanCardPlan
  /** The call to action's text. */
  ctaLabel?: string
  onSelect?: () => void
  /** Replaces the default button, e.g. a router link styled with `Button asChild`. */
  cta?: ReactNode
  /** A label above the name, such as 'Recomendado'. */
  badge?: string
  highlighted?: boolean
  busy?: boolean
  className?: string
}

const styles = {
  price: css({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: '2' }),
  amount: css({
    fontSize: '4xl',
    fontWeight: 'extrabold',
    letterSpacing: 'tight',
    lineHeight: 'none',
  }),
  cycle: css({ fontSize: 'sm', color: 'fg.muted' }),
  list: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2.5',
    listStyle: 'none',
    p: '0',
    m: '0',
  }),
  item: css({
    display: 'flex',
    gap: '2',
    fontSize: 'sm',
    '& svg': { flexShrink: '0', w: '4', h: '4', mt: '0.5', color: 'fg.success' },
  }),
  more: css({ fontSize: 'sm', fontWeight: 'medium', color: 'accent.text' }),
}

/**
 * A plan for sale: price per month (or per N days), description, its first 3 features with
 * '+N recursos adicionais', and the call to action. Formatting comes from the domain.
 */
export function PlanCard({
  plan,
  ctaLabel = 'Assinar Agora',
  onSelect,
  cta,
  badge,
  highlighted = false,
  busy = false,
  className,
}: PlanCardProps) {
  const { shown, moreLabel } = planFeaturesPreview(plan.features)
  const titleId = useId()
  // The plan's name names the article, so a list of plans can be read (and found) plan by plan.
  // The card and badge recipes' classes, not the Card parts or Badge: the landing shows plans on
  // its first load, and those components would add to its budget for the same markup.
  const classes = card({ variant: highlighted ? 'highlighted' : 'outline' })
  return (
    <article className={cx(classes.root, className)} aria-labelledby={titleId}>
      <div className={classes.header}>
        {badge && (
          <span
            className={cx(
              badgeRecipe({ tone: 'accent' }),
              css({ alignSelf: 'flex-start', mb: '2' }),
            )}
          >
            {badge}
          </span>
        )}
        <h3 id={titleId} className={classes.title}>
          {plan.name}
        </h3>
        <p className={styles.price}>
          <span className={styles.amount}>{formatCents(plan.price)}</span>
          <span className={styles.cycle}>{billingCycleLabel(plan.billingCycleDays)}</span>
        </p>
        {plan.description && <p className={classes.description}>{plan.description}</p>}
      </div>
      <div className={classes.body}>
        <ul className={styles.list} aria-label={`Recursos do ${plan.name}`}>
          {shown.map((feature) => (
            <li key={feature} className={styles.item}>
              <Check aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
        {moreLabel && <p className={cx(styles.more, css({ m: '0' }))}>{moreLabel}</p>}
      </div>
      <div className={classes.footer}>
        {/* A plain button, not the Button component: the landing shows plan cards on its first
            load, and only this fallback would bring the component's extras along. */}
        {cta ?? (
          <button
            type="button"
            className={button({ fullWidth: true, variant: highlighted ? 'solid' : 'outline' })}
            onClick={onSelect}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy && <Spinner />}
            {busy ? 'Processando...' : ctaLabel}
          </button>
        )}
      </div>
    </article>
  )
}
