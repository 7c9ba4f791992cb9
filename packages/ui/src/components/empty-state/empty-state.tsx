import { css, cx } from '@atendimento/ui/styled-system/css'
import { emptyState } from '@atendimento/ui/styled-system/recipes'
import type { ReactNode } from 'react'

export interface EmptyStateProps {
  title: ReactNode
  description?: ReactNode
  /** A lucide icon element, decorative. */
  icon?: ReactNode
  /** Buttons or links. */
  actions?: ReactNode
  /** Heading level of the title. */
  headingLevel?: 1 | 2 | 3 | 4
  className?: string
}

/** What a list shows when it has nothing to show, with a way forward. */
export function EmptyState({
  title,
  description,
  icon,
  actions,
  headingLevel = 3,
  className,
}: EmptyStateProps) {
  const styles = emptyState()
  const Heading = `h${headingLevel}` as const
  return (
    <div className={cx(styles.root, className)}>
      {icon && (
        <span className={styles.indicator} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={cx(styles.title, css({ m: '0' }))}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  )
}
