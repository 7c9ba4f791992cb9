import { APP_NAME } from '@atendimento/domain/constants'
import { css } from '@atendimento/ui/styled-system/css'
import { button } from '@atendimento/ui/styled-system/recipes'
import { Link } from '@tanstack/react-router'
import { Download, PlayCircle } from 'lucide-react'

// The phone mockup lives on /demo; the hero keeps a light card so the landing loads fast.
const HIGHLIGHTS = [
  { value: '24/7', text: 'Seus clientes recebem resposta a qualquer hora.' },
  { value: '5 min', text: 'Do download ao primeiro atendimento automático.' },
  { value: '100%', text: 'Dos dados guardados no seu computador.' },
] as const

const styles = {
  section: css({ py: { base: '12', md: '20' }, scrollMarginTop: '16' }),
  inner: css({
    maxW: '6xl',
    mx: 'auto',
    px: { base: '4', md: '6' },
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: '1.1fr 0.9fr' },
    gap: '12',
    alignItems: 'center',
  }),
  eyebrow: css({
    display: 'inline-block',
    px: '3',
    py: '1',
    borderRadius: 'full',
    bg: 'accent.subtle',
    color: 'accent.subtleFg',
    textStyle: 'small',
    fontWeight: 'semibold',
    mb: '4',
  }),
  title: css({ textStyle: 'display', m: '0' }),
  lead: css({
    textStyle: 'body',
    fontSize: 'lg',
    color: 'fg.muted',
    mt: '5',
    mb: '0',
    maxW: '2xl',
  }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '8' }),
  highlights: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    p: '6',
    m: '0',
    listStyle: 'none',
    bg: 'bg.subtle',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: '2xl',
  }),
  highlight: css({ display: 'flex', alignItems: 'center', gap: '4' }),
  highlightValue: css({
    flexShrink: '0',
    minW: '20',
    fontSize: '2xl',
    fontWeight: 'extrabold',
    color: 'accent.text',
  }),
  highlightText: css({ color: 'fg.muted' }),
  note: css({ textStyle: 'small', color: 'fg.muted', mt: '4' }),
}

export function HeroSection() {
  return (
    <section id="hero" aria-labelledby="hero-titulo" className={styles.section}>
      <div className={styles.inner}>
        <div>
          <p className={styles.eyebrow}>Inteligência artificial no seu WhatsApp Business</p>
          <h1 id="hero-titulo" className={styles.title}>
            {APP_NAME}
          </h1>
          <p className={styles.lead}>
            Automatize o atendimento do seu WhatsApp Business com inteligência artificial, direto do
            seu computador. Respostas naturais, gatilhos por palavra-chave e transferência para a
            sua equipe quando precisar.
          </p>
          <div className={styles.actions}>
            <Link to="/download" className={button({ variant: 'solid', size: 'lg' })}>
              <Download aria-hidden="true" />
              Baixar agora
            </Link>
            <Link to="/demo" className={button({ variant: 'outline', size: 'lg' })}>
              <PlayCircle aria-hidden="true" />
              Ver demonstração
            </Link>
          </div>
          <p className={styles.note}>
            Assinatura no cartão, sem fidelidade. Seus dados ficam no seu computador.{' '}
            <Link
              to="/por-que-escolher"
              className={css({ color: 'accent.text', textDecoration: 'underline' })}
            >
              Por que escolher o {APP_NAME}?
            </Link>
          </p>
        </div>
        <ul className={styles.highlights}>
          {HIGHLIGHTS.map((item) => (
            <li key={item.value} className={styles.highlight}>
              <span className={styles.highlightValue}>{item.value}</span>
              <span className={styles.highlightText}>{item.text}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
