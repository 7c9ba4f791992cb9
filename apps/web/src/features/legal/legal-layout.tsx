import { POLICY_UPDATED_AT } from '@atendimento/domain/constants'
import { formatDate } from '@atendimento/domain/dates'
import { css } from '@atendimento/ui/styled-system/css'
import { button } from '@atendimento/ui/styled-system/recipes'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, Home } from 'lucide-react'
import type { ReactNode } from 'react'
import { COMPANY } from '../contact/site-config.ts'
import { LogoMark } from '../shell/logo.tsx'

export interface LegalSection {
  id: string
  title: string
  content: ReactNode
}

interface LegalLayoutProps {
  title: string
  intro: ReactNode
  sections: readonly LegalSection[]
  /** The registered name, trade name, tax id, site and e-mail block. */
  showCompany?: boolean
}

export const legalText = {
  p: css({ m: '0', mb: '3', lineHeight: 'relaxed', color: 'fg.muted' }),
  list: css({
    pl: '5',
    m: '0',
    mb: '3',
    listStyleType: 'disc',
    color: 'fg.muted',
    display: 'flex',
    flexDirection: 'column',
    gap: '1.5',
    lineHeight: 'relaxed',
  }),
  strong: css({ color: 'fg.default', fontWeight: 'semibold' }),
  link: css({ color: 'accent.text', textDecoration: 'underline' }),
  /** A link on a line of its own (index, contact): a 44 px target for a finger. */
  lineLink: css({
    color: 'accent.text',
    textDecoration: 'underline',
    _touch: { display: 'inline-flex', alignItems: 'center', minH: '11' },
  }),
}

const styles = {
  header: css({
    position: 'sticky',
    top: '0',
    zIndex: 'sticky',
    bg: 'bg.canvas',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
  }),
  bar: css({
    maxW: '4xl',
    mx: 'auto',
    px: { base: '4', md: '6' },
    h: '16',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '4',
  }),
  logo: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    fontWeight: 'bold',
    color: 'fg.default',
    textDecoration: 'none',
    _touch: { minH: '11' },
  }),
  main: css({
    maxW: '4xl',
    mx: 'auto',
    px: { base: '4', md: '6' },
    py: { base: '10', md: '14' },
    w: 'full',
  }),
  title: css({ textStyle: 'heading', m: '0' }),
  updated: css({ textStyle: 'small', color: 'fg.muted', mt: '2', mb: '6' }),
  company: css({
    p: '5',
    mb: '8',
    bg: 'bg.subtle',
    borderRadius: 'lg',
    borderWidth: '1px',
    borderColor: 'border.default',
  }),
  companyList: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'auto 1fr' },
    columnGap: '4',
    rowGap: '1',
    m: '0',
  }),
  toc: css({ mb: '10' }),
  tocList: css({
    pl: '5',
    m: '0',
    listStyleType: 'decimal',
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    _touch: { gap: '0' },
  }),
  section: css({ mt: '10', scrollMarginTop: '20' }),
  sectionTitle: css({ textStyle: 'title', mt: '0', mb: '3' }),
  end: css({
    mt: '14',
    pt: '8',
    borderTopWidth: '1px',
    borderColor: 'border.default',
    display: 'flex',
    justifyContent: 'center',
  }),
}

/** The legal pages' frame: sticky header with back button and logo, numbered sections, 'Ir para o Site'. */
export function LegalLayout({ title, intro, sections, showCompany = false }: LegalLayoutProps) {
  return (
    <>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to="/" className={button({ variant: 'ghost', size: 'sm' })}>
            <ArrowLeft aria-hidden="true" />
            Voltar
          </Link>
          <Link to="/" className={styles.logo}>
            <LogoMark size={28} />
            <span>{COMPANY.tradeName}</span>
          </Link>
        </div>
      </header>
      <main className={styles.main}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.updated}>Última atualização: {formatDate(POLICY_UPDATED_AT)}</p>
        <div className={css({ mb: '8' })}>{intro}</div>
        {showCompany && (
          <section aria-labelledby="informacoes-empresa" className={styles.company}>
            <h2 id="informacoes-empresa" className={styles.sectionTitle}>
              Informações da empresa
            </h2>
            <dl className={styles.companyList}>
              <dt className={legalText.strong}>Razão social</dt>
              <dd className={legalText.p}>{COMPANY.registeredName}</dd>
              <dt className={legalText.strong}>Nome fantasia</dt>
              <dd className={legalText.p}>{COMPANY.tradeName}</dd>
              <dt className={legalText.strong}>CNPJ</dt>
              <dd className={legalText.p}>{COMPANY.cnpj}</dd>
              <dt className={legalText.strong}>Site</dt>
              <dd className={legalText.p}>{COMPANY.host}</dd>
              <dt className={legalText.strong}>E-mail</dt>
              <dd className={legalText.p}>
                <a href={`mailto:${COMPANY.contactEmail}`} className={legalText.lineLink}>
                  {COMPANY.contactEmail}
                </a>
              </dd>
            </dl>
          </section>
        )}
        <nav aria-labelledby="indice" className={styles.toc}>
          <h2 id="indice" className={styles.sectionTitle}>
            Índice
          </h2>
          <ol className={styles.tocList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={legalText.lineLink}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-titulo`}
            className={styles.section}
          >
            <h2 id={`${section.id}-titulo`} className={styles.sectionTitle}>
              {index + 1}. {section.title}
            </h2>
            {section.content}
          </section>
        ))}
        <div className={styles.end}>
          <Link to="/" className={button({ variant: 'solid', size: 'lg' })}>
            <Home aria-hidden="true" />
            Ir para o Site
          </Link>
        </div>
      </main>
    </>
  )
}
