import { DEMO_STATS } from '@atendimento/domain/catalogue/landing'
import { css } from '@atendimento/ui/styled-system/css'
import { button } from '@atendimento/ui/styled-system/recipes'
import { Link } from '@tanstack/react-router'
import { PlayCircle } from 'lucide-react'
import { Section } from './section.tsx'

const styles = {
  stats: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' },
    gap: '4',
    m: '0',
    mb: '8',
  }),
  // The figure reads first on screen; the term stays first for screen readers.
  stat: css({
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: '1',
    textAlign: 'center',
    p: '5',
    bg: 'bg.surface',
    borderRadius: 'xl',
    borderWidth: '1px',
    borderColor: 'border.default',
  }),
  value: css({ fontSize: '3xl', fontWeight: 'extrabold', color: 'accent.text', m: '0' }),
  label: css({ color: 'fg.muted', m: '0' }),
  cta: css({ display: 'flex', justifyContent: 'center' }),
}

/** A short teaser of the interactive demo, linking to /demo. */
export function DemoTeaserSection() {
  return (
    <Section
      id="demo"
      title="Veja a IA atendendo"
      intro="Acompanhe, passo a passo, uma conversa real de WhatsApp respondida pelo assistente."
      tone="subtle"
    >
      <dl className={styles.stats}>
        {DEMO_STATS.map((stat) => (
          <div key={stat.value} className={styles.stat}>
            <dt className={styles.label}>{stat.label}</dt>
            <dd className={styles.value}>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.cta}>
        <Link to="/demo" className={button({ variant: 'solid', size: 'lg' })}>
          <PlayCircle aria-hidden="true" />
          Abrir a demonstração
        </Link>
      </div>
    </Section>
  )
}
