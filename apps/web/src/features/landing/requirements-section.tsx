import {
  PLATFORM_LABELS,
  SYSTEM_REQUIREMENTS,
} from '@atendimento/domain/catalogue/system-requirements'
import type { Platform } from '@atendimento/domain/schemas/release'
import { css } from '@atendimento/ui/styled-system/css'
import { Section } from './section.tsx'

const styles = {
  grid: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
    gap: '6',
    m: '0',
  }),
  item: css({
    p: '6',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'xl',
  }),
  term: css({ fontWeight: 'semibold', mb: '2' }),
  value: css({ color: 'fg.muted', m: '0' }),
}

/** What the desktop app needs. */
function SystemRequirementsList() {
  return (
    <dl className={styles.grid}>
      <div className={styles.item}>
        <dt className={styles.term}>Memória</dt>
        <dd className={styles.value}>{SYSTEM_REQUIREMENTS.memory.label}</dd>
      </div>
      <div className={styles.item}>
        <dt className={styles.term}>Armazenamento</dt>
        <dd className={styles.value}>{SYSTEM_REQUIREMENTS.disk.label}</dd>
      </div>
      <div className={styles.item}>
        <dt className={styles.term}>Sistema operacional</dt>
        {(Object.keys(SYSTEM_REQUIREMENTS.operatingSystems) as Platform[]).map((platform) => (
          <dd key={platform} className={styles.value}>
            {PLATFORM_LABELS[platform]}: {SYSTEM_REQUIREMENTS.operatingSystems[platform]}
          </dd>
        ))}
      </div>
    </dl>
  )
}

export function RequirementsSection() {
  return (
    <Section
      id="requisitos"
      title="Requisitos do sistema"
      intro="O aplicativo roda no seu computador e guarda os dados localmente."
      tone="subtle"
    >
      <SystemRequirementsList />
    </Section>
  )
}
