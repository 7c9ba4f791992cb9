import { DEMO_STATS } from '@atendimento/domain/catalogue/landing'
import { ChatMockup } from '@atendimento/ui/chat-mockup'
import { css, cx } from '@atendimento/ui/styled-system/css'
import { button } from '@atendimento/ui/styled-system/recipes'
import { Link } from '@tanstack/react-router'
import { ArrowRight, Download, MessageCircle, RotateCcw } from 'lucide-react'
import { useState } from 'react'
import { APP_CONTACT, whatsappHref } from '../contact/contact-links.ts'
import { ExternalLink } from '../contact/external-link.tsx'
import { DEMO_STEPS } from './demo-script.ts'

const styles = {
  main: css({
    maxW: '6xl',
    mx: 'auto',
    px: { base: '4', md: '6' },
    py: { base: '10', md: '14' },
    w: 'full',
  }),
  title: css({ textStyle: 'heading', m: '0', textAlign: 'center' }),
  lead: css({ color: 'fg.muted', mt: '2', mb: '0', maxW: '2xl', mx: 'auto', textAlign: 'center' }),
  layout: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' },
    gap: '10',
    alignItems: 'center',
    mt: '10',
  }),
  steps: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    listStyle: 'none',
    p: '0',
    m: '0',
  }),
  step: css({
    display: 'flex',
    gap: '4',
    w: 'full',
    p: '4',
    textAlign: 'start',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'lg',
    cursor: 'pointer',
    color: 'fg.default',
    '&[aria-current=step]': { borderColor: 'accent.default', bg: 'accent.subtle' },
  }),
  number: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: '0',
    w: '8',
    h: '8',
    borderRadius: 'full',
    bg: 'accent.default',
    color: 'accent.fg',
    fontWeight: 'bold',
  }),
  stepTitle: css({ display: 'block', fontWeight: 'semibold' }),
  stepText: css({ display: 'block', color: 'fg.muted', textStyle: 'small' }),
  stats: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' },
    gap: '4',
    mt: '14',
    mb: '0',
  }),
  stat: css({
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: '1',
    textAlign: 'center',
    p: '5',
    bg: 'bg.subtle',
    borderRadius: 'xl',
  }),
  statValue: css({ fontSize: '3xl', fontWeight: 'extrabold', color: 'accent.text', m: '0' }),
  statLabel: css({ color: 'fg.muted' }),
  cta: css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3', mt: '10' }),
}

/** /demo: a phone chat that advances through 3 steps, the stats and two calls to action. */
export function DemoScreen() {
  const [step, setStep] = useState(0)
  const current = DEMO_STEPS[step] ?? DEMO_STEPS[0]
  const last = step === DEMO_STEPS.length - 1
  if (!current) return null
  return (
    <main className={styles.main}>
      <h1 className={styles.title}>Demonstração interativa</h1>
      <p className={styles.lead}>
        Veja como o Atendimento Inteligente responde um cliente no WhatsApp Business. Avance pelos
        passos e acompanhe a conversa.
      </p>
      <div className={styles.layout}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <h2 className={css({ srOnly: true })}>Passos da demonstração</h2>
          <ol className={styles.steps}>
            {DEMO_STEPS.map((item, index) => (
              <li key={item.title}>
                <button
                  type="button"
                  className={styles.step}
                  aria-current={index === step ? 'step' : undefined}
                  onClick={() => setStep(index)}
                >
                  <span className={styles.number} aria-hidden="true">
                    {index + 1}
                  </span>
                  <span>
                    <span className={styles.stepTitle}>
                      <span className={css({ srOnly: true })}>Passo {index + 1}: </span>
                      {item.title}
                    </span>
                    <span className={styles.stepText}>{item.description}</span>
                  </span>
                </button>
              </li>
            ))}
          </ol>
          <p className={css({ srOnly: true })} aria-live="polite">
            Passo {step + 1} de {DEMO_STEPS.length}: {current.title}
          </p>
          <button
            type="button"
            className={cx(button({ variant: 'outline' }), css({ alignSelf: 'flex-start' }))}
            onClick={() => setStep(last ? 0 : step + 1)}
          >
            {last ? <RotateCcw aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
            {last ? 'Recomeçar' : 'Próximo passo'}
          </button>
        </div>
        <ChatMockup messages={current.messages} label="Conversa de demonstração no WhatsApp" />
      </div>
      <dl className={styles.stats}>
        {DEMO_STATS.map((stat) => (
          <div key={stat.value} className={styles.stat}>
            <dt className={styles.statLabel}>{stat.label}</dt>
            <dd className={styles.statValue}>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.cta}>
        <ExternalLink
          href={whatsappHref(APP_CONTACT)}
          className={button({ variant: 'solid', size: 'lg' })}
        >
          <MessageCircle aria-hidden="true" />
          Testar no WhatsApp
        </ExternalLink>
        <Link to="/download" className={button({ variant: 'outline', size: 'lg' })}>
          <Download aria-hidden="true" />
          Baixar agora
        </Link>
      </div>
    </main>
  )
}
