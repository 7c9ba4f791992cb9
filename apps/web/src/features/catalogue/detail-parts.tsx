import type { ContactIntent } from '@atendimento/domain/contact'
import { css } from '@atendimento/ui/styled-system/css'
import { button } from '@atendimento/ui/styled-system/recipes'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, Check, Mail, MessageCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { mailtoHref, whatsappHref } from '../contact/contact-links.ts'
import { ExternalLink } from '../contact/external-link.tsx'
import { messagePageStyles } from '../shell/message-page-styles.ts'

export const detailStyles = {
  main: css({
    maxW: '6xl',
    mx: 'auto',
    px: { base: '4', md: '6' },
    py: { base: '8', md: '12' },
    w: 'full',
  }),
  top: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
    gap: { base: '8', md: '12' },
    mt: '6',
  }),
  info: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  badges: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  title: css({ textStyle: 'heading', m: '0' }),
  lead: css({ color: 'fg.muted', fontSize: 'lg', m: '0' }),
  price: css({ fontSize: '3xl', fontWeight: 'extrabold', m: '0' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '3' }),
  sections: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
    gap: '8',
    mt: '12',
  }),
  sectionTitle: css({ textStyle: 'title', mt: '0', mb: '3' }),
  text: css({ color: 'fg.muted', m: '0' }),
  specs: css({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: '4',
    rowGap: '2',
    m: '0',
  }),
  specTerm: css({ fontWeight: 'semibold' }),
  specValue: css({ color: 'fg.muted', m: '0' }),
  list: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    listStyle: 'none',
    p: '0',
    m: '0',
  }),
  listItem: css({
    display: 'flex',
    gap: '2',
    '& svg': { w: '4', h: '4', mt: '1', color: 'accent.text', flexShrink: '0' },
  }),
}

export function BackToCatalogue() {
  return (
    <Link to="/produtos" className={button({ variant: 'link', size: 'sm' })}>
      <ArrowLeft aria-hidden="true" />
      Voltar aos produtos
    </Link>
  )
}

export function DetailSection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={detailStyles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  )
}

export function Specifications({ entries }: { entries: Record<string, string> }) {
  return (
    <dl className={detailStyles.specs}>
      {Object.entries(entries).map(([term, value]) => (
        <div key={term} className={css({ display: 'contents' })}>
          <dt className={detailStyles.specTerm}>{term}</dt>
          <dd className={detailStyles.specValue}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function CheckList({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <ul className={detailStyles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={detailStyles.listItem}>
          <Check aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  )
}

/** 'Pedir orçamento' by WhatsApp (prefilled text) or e-mail; disabled while 'Em Breve'. */
export function QuoteActions({ intent, disabled }: { intent: ContactIntent; disabled: boolean }) {
  if (disabled) {
    return (
      <div className={detailStyles.actions}>
        <button type="button" className={button({ variant: 'outline' })} disabled>
          <MessageCircle aria-hidden="true" />
          Orçamento pelo WhatsApp
        </button>
        <button type="button" className={button({ variant: 'ghost' })} disabled>
          <Mail aria-hidden="true" />
          Orçamento por e-mail
        </button>
      </div>
    )
  }
  return (
    <div className={detailStyles.actions}>
      <ExternalLink href={whatsappHref(intent)} className={button({ variant: 'outline' })}>
        <MessageCircle aria-hidden="true" />
        Orçamento pelo WhatsApp
      </ExternalLink>
      <ExternalLink href={mailtoHref(intent)} className={button({ variant: 'ghost' })}>
        <Mail aria-hidden="true" />
        Orçamento por e-mail
      </ExternalLink>
    </div>
  )
}

/** Unknown id: the spec's message and a way back to the catalogue. */
export function DetailNotFound({ message }: { message: string }) {
  return (
    <main className={messagePageStyles.main}>
      <h1 className={messagePageStyles.title}>{message}</h1>
      <p className={messagePageStyles.text}>
        Confira o endereço ou escolha outro item do catálogo.
      </p>
      <Link to="/produtos" className={button({ variant: 'solid' })}>
        <ArrowLeft aria-hidden="true" />
        Voltar aos produtos
      </Link>
    </main>
  )
}
