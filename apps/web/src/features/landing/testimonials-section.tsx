import { TESTIMONIALS } from '@atendimento/domain/catalogue/landing'
import { css } from '@atendimento/ui/styled-system/css'
import { Quote } from 'lucide-react'
import { Section } from './section.tsx'

const styles = {
  grid: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
    gap: '6',
  }),
  card: css({
    m: '0',
    p: '6',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'xl',
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
  }),
  icon: css({ color: 'accent.text', w: '8', h: '8' }),
  quote: css({ m: '0', fontSize: 'lg', lineHeight: 'relaxed' }),
  name: css({ fontWeight: 'semibold', fontStyle: 'normal' }),
  role: css({ color: 'fg.muted', textStyle: 'small' }),
}

export function TestimonialsSection() {
  return (
    <Section id="depoimentos" title="Quem usa, recomenda" tone="subtle">
      <div className={styles.grid}>
        {TESTIMONIALS.map((testimonial) => (
          <figure key={testimonial.name} className={styles.card}>
            <Quote aria-hidden="true" className={styles.icon} />
            <blockquote className={styles.quote}>
              <p className={css({ m: '0' })}>{testimonial.quote}</p>
            </blockquote>
            <figcaption>
              <cite className={styles.name}>{testimonial.name}</cite>
              <br />
              <span className={styles.role}>{testimonial.role}</span>
            </figcaption>
          </figure>
        ))}
      </div>
    </Section>
  )
}
