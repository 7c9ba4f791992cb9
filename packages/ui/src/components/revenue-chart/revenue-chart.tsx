import { formatCents } from '@atendimento/domain/money'
import { css, cx } from '@atendimento/ui/styled-system/css'

export interface RevenueChartProps {
  /** One entry per day, oldest first; `day` is YYYY-MM-DD, `amount` in cents. */
  days: readonly { day: string; amount: number }[]
  /** What the chart shows, read by screen readers before its figures. */
  label: string
  className?: string
}

const WIDTH = 300
const HEIGHT = 120
const GAP = 2

/** dd/mm of a YYYY-MM-DD day, without time zones getting in the way. */
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`

/**
 * Revenue by day as bars: a small SVG that scales to its box (no chart library, so it costs the
 * console a few hundred bytes). Screen readers get the total and the best day in the label, and
 * each bar's day and amount in its title; the bars' colour comes from the theme's tokens.
 */
export function RevenueChart({ days, label, className }: RevenueChartProps) {
  const max = Math.max(0, ...days.map(({ amount }) => amount))
  const total = days.reduce((sum, { amount }) => sum + amount, 0)
  const best = days.find(({ amount }) => amount === max && max > 0)
  const summary = best
    ? `${label}: total ${formatCents(total)}; maior dia ${dayMonth(best.day)}, ${formatCents(max)}`
    : `${label}: nenhuma receita no período`
  const barWidth = days.length > 0 ? (WIDTH - GAP * (days.length - 1)) / days.length : 0
  const first = days[0]
  const last = days.at(-1)
  return (
    <figure className={cx(css({ display: 'grid', gap: '1', m: '0', minW: '0' }), className)}>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className={css({ w: 'full', h: '32', display: 'block' })}
      >
        <line
          x1="0"
          x2={WIDTH}
          y1={HEIGHT - 0.5}
          y2={HEIGHT - 0.5}
          className={css({ stroke: 'border.default', strokeWidth: '1' })}
        />
        {days.map(({ day, amount }, index) => {
          // A day with revenue always shows a sliver, so it is not mistaken for an empty one.
          const height = max > 0 && amount > 0 ? Math.max(2, (amount / max) * (HEIGHT - 4)) : 0
          return (
            <rect
              key={day}
              x={index * (barWidth + GAP)}
              y={HEIGHT - height}
              width={barWidth}
              height={height}
              rx="1"
              className={css({ fill: 'accent.default' })}
            >
              <title>{`${dayMonth(day)}: ${formatCents(amount)}`}</title>
            </rect>
          )
        })}
      </svg>
      {first && last && (
        <figcaption
          aria-hidden="true"
          className={css({
            display: 'flex',
            justifyContent: 'space-between',
            textStyle: 'caption',
            color: 'fg.muted',
          })}
        >
          <span>{dayMonth(first.day)}</span>
          <span>{dayMonth(last.day)}</span>
        </figcaption>
      )}
    </figure>
  )
}
