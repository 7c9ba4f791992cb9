import { STEPS } from '@atendimento/domain/catalogue/landing'
import { css } from '@atendimento/ui/styled-system/css'
import { Section } from './section.tsx'

const styles = {
  list: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
    gap: '6',
    listStyle: 'none',
    p: '0',
    m: '0',
  }),
  number: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '10',
    h: '10',
    borderRadius: 'full',
    bg: 'accent.default',
    color: 'accent.fg',
    fontWeight: 'bold',
    mb: '4',
  }),
  title: css({ textStyle: 'title', m: '0' }),
  text: css({ color: 'fg.muted', mt: '2', mb: '0' }),
}

export function HowItWorksSection() {
  return (
    <Section
      id="como-funciona"
      title="Como funciona"
      intro="Do download ao primeiro atendimento automático em quatro passos."
    >
      <ol className={styles.list}>
        {STEPS.map((step) => (
          <li key={step.number}>
            <span className={styles.number} aria-hidden="true">
              {step.number}
            </span>
            <h3 className={styles.title}>
              <span className={css({ srOnly: true })}>Passo {step.number}: </span>
              {step.title}
            </h3>
            <p className={styles.text}>{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
