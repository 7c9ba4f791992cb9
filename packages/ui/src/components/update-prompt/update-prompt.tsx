import { UPDATE_MESSAGES } from '@atendimento/domain/messages'
import { css } from '@atendimento/ui/styled-system/css'
import { RefreshCw } from 'lucide-react'
import { useId } from 'react'
import { Button } from '../button/button.tsx'

export interface UpdatePromptProps {
  /** Activates the waiting version and reloads the page. */
  onUpdate: () => void
  onDismiss: () => void
  /** True from the click until the page reloads. */
  updating?: boolean
}

const styles = {
  root: css({
    position: 'fixed',
    insetInline: '4',
    bottom: '4',
    zIndex: 'banner',
    mx: 'auto',
    maxW: 'md',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '3',
    p: '4',
    bg: 'bg.surface',
    color: 'fg.default',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'lg',
    boxShadow: 'lg',
  }),
  text: css({ flexGrow: '1', flexBasis: '48', display: 'grid', gap: '1' }),
  title: css({ fontWeight: 'semibold', m: '0' }),
  description: css({ textStyle: 'small', color: 'fg.muted', m: '0' }),
  actions: css({ display: 'flex', gap: '2' }),
}

/** 'Nova versão disponível': a newer site is installed and waits for the visitor's go-ahead. */
export function UpdatePrompt({ onUpdate, onDismiss, updating = false }: UpdatePromptProps) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} aria-live="polite" className={styles.root}>
      <div className={styles.text}>
        <p id={titleId} className={styles.title}>
          {UPDATE_MESSAGES.title}
        </p>
        <p className={styles.description}>{UPDATE_MESSAGES.text}</p>
      </div>
      <div className={styles.actions}>
        <Button variant="ghost" size="sm" onClick={onDismiss} disabled={updating}>
          {UPDATE_MESSAGES.later}
        </Button>
        <Button size="sm" onClick={onUpdate} loading={updating}>
          <RefreshCw aria-hidden="true" />
          {UPDATE_MESSAGES.update}
        </Button>
      </div>
    </section>
  )
}
