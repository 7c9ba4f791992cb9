import { cx } from '@atendimento/ui/styled-system/css'
import { alert } from '@atendimento/ui/styled-system/recipes'
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'

export interface AlertProps {
  tone?: 'error' | 'success' | 'warning' | 'info'
  title: ReactNode
  description?: ReactNode
  className?: string
}

const icons = {
  error: <CircleAlert aria-hidden="true" />,
  success: <CircleCheck aria-hidden="true" />,
  warning: <TriangleAlert aria-hidden="true" />,
  info: <Info aria-hidden="true" />,
}

/**
 * An inline message inside a page or form. Errors use role alert (read at once); the other
 * tones use role status (read politely).
 */
export function Alert({ tone = 'info', title, description, className }: AlertProps) {
  const styles = alert({ tone })
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cx(styles.root, className)}>
      <span className={styles.icon}>{icons[tone]}</span>
      <div className={styles.content}>
        <p className={styles.title}>{title}</p>
        {description && <p className={styles.description}>{description}</p>}
      </div>
    </div>
  )
}
