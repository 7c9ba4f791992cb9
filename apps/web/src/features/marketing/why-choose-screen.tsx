import { WHY_CHOOSE_BENEFITS } from '@atendimento/domain/catalogue/landing'
import { APP_NAME } from '@atendimento/domain/constants'
import { css } from '@atendimento/ui/styled-system/css'
import { button } from '@atendimento/ui/styled-system/recipes'
import { Link } from '@tanstack/react-router'
import { Clock, Home, type LucideIcon, MessageCircle, MessagesSquare, Timer } from 'lucide-react'
import { APP_CONTACT, whatsappHref } from '../contact/contact-links.ts'
import { ExternalLink } from '../contact/external-link.tsx'

const ICONS: Record<string, LucideIcon> = {
  'respostas-naturais': MessagesSquare,
  'configuracao-rapida': Timer,
  suporte: Clock,
}

const styles = {
  main: css({
    maxW: '5xl',
    mx: 'auto',
    px: { base: '4', md: '6' },
    py: { base: '12', md: '20' },
    w: 'full',
  }),
  title: css({ textStyle: 'display', m: '0', textAlign: 'center' }),
  lead: css({
    color: 'fg.muted',
    fontSize: 'lg',
    mt: '4',
    mb: '0',
    maxW: '2xl',
    mx: 'auto',
    textAlign: 'center',
  }),
  grid: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
    gap: '6',
    listStyle: 'none',
    p: '0',
    mt: '12',
    mb: '0',
  }),
  card: css({
    p: '6',
    h: 'full',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'xl',
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
  cardTitle: css({ textStyle: 'title', m: '0' }),
  cardText: css({ color: 'fg.muted', mt: '2', mb: '0' }),
  cta: css({
    mt: '14',
    p: { base: '6', md: '10' },
    textAlign: 'center',
    bg: 'bg.subtle',
    borderRadius: '2xl',
  }),
  ctaTitle: css({ textStyle: 'heading', m: '0' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3', mt: '6' }),
}

/** 'Por que escolher': three benefits and a call to talk on WhatsApp or return home. */
export function WhyChooseScreen() {
  return (
    <main className={styles.main}>
      <h1 className={styles.title}>Por que escolher o {APP_NAME}?</h1>
      <p className={styles.lead}>
        Atendimento rápido, humano e sem complicação para o seu negócio, com a inteligência
        artificial trabalhando por você no WhatsApp Business.
      </p>
      <ul className={styles.grid}>
        {WHY_CHOOSE_BENEFITS.map((benefit) => {
          const Icon = ICONS[benefit.id] ?? MessagesSquare
          return (
            <li key={benefit.id} className={styles.card}>
              <span className={styles.icon} aria-hidden="true">
                <Icon />
              </span>
              <h2 className={styles.cardTitle}>{benefit.title}</h2>
              <p className={styles.cardText}>{benefit.description}</p>
            </li>
          )
        })}
      </ul>
      <section aria-labelledby="por-que-cta" className={styles.cta}>
        <h2 id="por-que-cta" className={styles.ctaTitle}>
          Vamos conversar?
        </h2>
        <p className={css({ color: 'fg.muted', mt: '2', mb: '0' })}>
          Tire suas dúvidas e veja como o assistente pode atender os seus clientes.
        </p>
        <div className={styles.actions}>
          <ExternalLink
            href={whatsappHref(APP_CONTACT)}
            className={button({ variant: 'solid', size: 'lg' })}
          >
            <MessageCircle aria-hidden="true" />
            Falar no WhatsApp
          </ExternalLink>
          <Link to="/" className={button({ variant: 'outline', size: 'lg' })}>
            <Home aria-hidden="true" />
            Voltar ao início
          </Link>
        </div>
      </section>
    </main>
  )
}
