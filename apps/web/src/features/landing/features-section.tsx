import { FEATURES } from '@atendimento/domain/catalogue/landing'
import { css } from '@atendimento/ui/styled-system/css'
import {
  ArrowRightLeft,
  ChartColumn,
  type LucideIcon,
  MessageSquareText,
  Settings2,
  Sparkles,
  Zap,
} from 'lucide-react'
import { Section } from './section.tsx'

// One icon per feature of domain's list; an unknown id falls back to the sparkles.
const ICONS: Record<string, LucideIcon> = {
  'configuracao-facil': Settings2,
  'sugestoes-modo-manual': Sparkles,
  'modelos-rapidos': MessageSquareText,
  gatilhos: Zap,
  'transferencia-humana': ArrowRightLeft,
  'gestao-local': ChartColumn,
}

const styles = {
  grid: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
    gap: '6',
    listStyle: 'none',
    p: '0',
    m: '0',
  }),
  card: css({
    p: '6',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'xl',
    h: 'full',
  }),
  icon: css({
    display: 'inline-flex',
    p: '2.5',
    borderRadius: 'lg',
    bg: 'accent.subtle',
    color: 'accent.subtleFg',
    mb: '4',
    '& svg': { w: '6', h: '6' },
  }),
  title: css({ textStyle: 'title', m: '0' }),
  text: css({ color: 'fg.muted', mt: '2', mb: '0' }),
}

export function FeaturesSection() {
  return (
    <Section
      id="funcionalidades"
      title="Funcionalidades"
      intro="Tudo o que você precisa para atender bem no WhatsApp, sem ficar preso ao celular."
      tone="subtle"
    >
      <ul className={styles.grid}>
        {FEATURES.map((feature) => {
          const Icon = ICONS[feature.id] ?? Sparkles
          return (
            <li key={feature.id} className={styles.card}>
              <span className={styles.icon} aria-hidden="true">
                <Icon />
              </span>
              <h3 className={styles.title}>{feature.title}</h3>
              <p className={styles.text}>{feature.description}</p>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
