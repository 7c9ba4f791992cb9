import type { LandingAnchor } from '@atendimento/domain/constants'
import { css, cx } from '@atendimento/ui/styled-system/css'
import type { ReactNode } from 'react'

interface SectionProps {
  id: LandingAnchor
  title: string
  intro?: ReactNode
  children: ReactNode
  /** Alternating background, so long pages read as separate blocks. */
  tone?: 'canvas' | 'subtle'
}

const styles = {
  section: css({ py: { base: '16', md: '24' }, scrollMarginTop: '16' }),
  inner: css({ maxW: '6xl', mx: 'auto', px: { base: '4', md: '6' } }),
  header: css({ maxW: '2xl', mx: 'auto', textAlign: 'center', mb: { base: '10', md: '14' } }),
  title: css({ textStyle: 'heading', m: '0' }),
  intro: css({ textStyle: 'body', color: 'fg.muted', mt: '3', mb: '0' }),
}

/** A landing block with its anchor (the header's menus scroll to it) and its h2. */
export function Section({ id, title, intro, children, tone = 'canvas' }: SectionProps) {
  const titleId = `${id}-titulo`
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={cx(styles.section, tone === 'subtle' && css({ bg: 'bg.subtle' }))}
    >
      <div className={styles.inner}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  )
}
