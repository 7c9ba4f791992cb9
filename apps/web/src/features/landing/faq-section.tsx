import { FAQ } from '@atendimento/domain/catalogue/landing'
import { css } from '@atendimento/ui/styled-system/css'
import { ChevronDown } from 'lucide-react'
import { Section } from './section.tsx'

const styles = {
  list: css({ maxW: '3xl', mx: 'auto', display: 'flex', flexDirection: 'column' }),
  item: css({
    borderBottomWidth: '1px',
    borderColor: 'border.default',
    '&[open] > summary > svg': { transform: 'rotate(180deg)' },
  }),
  question: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '4',
    py: '4',
    fontWeight: 'semibold',
    cursor: 'pointer',
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
    _hover: { color: 'accent.text' },
    '& svg': {
      w: '5',
      h: '5',
      flexShrink: '0',
      color: 'fg.muted',
      transition: 'transform',
      transitionDuration: 'normal',
    },
  }),
  answer: css({ pb: '4', m: '0', color: 'fg.muted', textStyle: 'body' }),
}

/**
 * Ten questions; several may be open at once. Native <details> elements: keyboard and screen
 * reader support built in, no script, and open answers survive prerendering.
 */
export function FaqSection() {
  return (
    <Section id="faq" title="Perguntas frequentes">
      <div className={styles.list}>
        {FAQ.map((item) => (
          <details key={item.question} className={styles.item}>
            <summary className={styles.question}>
              {item.question}
              <ChevronDown aria-hidden="true" />
            </summary>
            <p className={styles.answer}>{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  )
}
