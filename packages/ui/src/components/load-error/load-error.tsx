import { LIST_LOAD_MESSAGES } from '@atendimento/domain/messages'
import { cx } from '@atendimento/ui/styled-system/css'
import { alert } from '@atendimento/ui/styled-system/recipes'
import { CircleAlert, RotateCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../button/button.tsx'

export interface LoadErrorProps {
  /** What failed, e.g. 'Não foi possível carregar os planos.' */
  title: ReactNode
  /** Defaults to a hint to check the connection. */
  description?: ReactNode
  onRetry: () => void
  /** The retry is on its way: the button spins and cannot be pressed twice. */
  retrying?: boolean
  className?: string
}

/**
 * In the place of a list that could not load: what failed, and 'Tentar novamente'. A list shown
 * empty instead would say something false ("no plan yet" to a paying customer).
 */
export function LoadError({
  title,
  description = LIST_LOAD_MESSAGES.hint,
  onRetry,
  retrying = false,
  className,
}: LoadErrorProps) {
  const styles = alert({ tone: 'error' })
  return (
    <div role="alert" className={cx(styles.root, className)}>
      <span className={styles.icon}>
        <CircleAlert aria-hidden="true" />
      </span>
      <div className={styles.content}>
        <p className={styles.title}>{title}</p>
        <p className={styles.description}>{description}</p>
        <div>
          <Button
            variant="outline"
            size="sm"
            loading={retrying}
            loadingText={LIST_LOAD_MESSAGES.retrying}
            onClick={onRetry}
          >
            <RotateCw aria-hidden="true" />
            {LIST_LOAD_MESSAGES.retry}
          </Button>
        </div>
      </div>
    </div>
  )
}
