import { APP_NAME, APP_VERSION_LABEL } from '@atendimento/domain/constants'
import { css, cx } from '@atendimento/ui/styled-system/css'
import { Link, type LinkProps } from '@tanstack/react-router'
import { useConsent } from '../consent/consent-provider.tsx'
import { APP_CONTACT, mailtoHref, whatsappHref } from '../contact/contact-links.ts'
import { ExternalLink } from '../contact/external-link.tsx'
import { COMPANY } from '../contact/site-config.ts'
import { LogoMark } from './logo.tsx'

const styles = {
  footer: css({
    borderTopWidth: '1px',
    borderColor: 'border.default',
    bg: 'bg.subtle',
    mt: 'auto',
    // Laid out only when it nears the screen (the first paint of a long page skips it).
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 40rem',
  }),
  grid: css({
    maxW: '6xl',
    mx: 'auto',
    px: { base: '4', md: '6' },
    py: '12',
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: '1.4fr 1fr 1fr 1fr' },
    gap: '8',
  }),
  heading: css({ textStyle: 'label', fontWeight: 'semibold', mb: '3', color: 'fg.default' }),
  list: css({
    listStyle: 'none',
    p: '0',
    m: '0',
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    // The links' own 44 px height spaces them for a finger.
    _touch: { gap: '0' },
  }),
  link: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    color: 'fg.muted',
    textDecoration: 'none',
    textStyle: 'small',
    bg: 'transparent',
    cursor: 'pointer',
    p: '0',
    _hover: { color: 'fg.default', textDecoration: 'underline' },
    _touch: { minH: '11' },
  }),
  text: css({ textStyle: 'small', color: 'fg.muted', m: '0' }),
  brand: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    fontWeight: 'bold',
    fontSize: 'lg',
    mb: '2',
  }),
  bottom: css({
    maxW: '6xl',
    mx: 'auto',
    px: { base: '4', md: '6' },
    py: '4',
    borderTopWidth: '1px',
    borderColor: 'border.default',
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: '2',
    textStyle: 'small',
    color: 'fg.muted',
  }),
}

const SITE_LINKS = [
  { to: '/por-que-escolher', label: 'Por que escolher' },
  { to: '/demo', label: 'Demonstração' },
  { to: '/download', label: 'Baixar o aplicativo' },
  { to: '/produtos', label: 'Produtos e serviços' },
] as const satisfies readonly FooterLink[]

const LEGAL_LINKS = [
  { to: '/termos', label: 'Termos de Uso' },
  { to: '/privacidade', label: 'Política de Privacidade' },
  { to: '/cookies', label: 'Política de Cookies' },
] as const satisfies readonly FooterLink[]

interface FooterLink {
  to: LinkProps['to']
  label: string
}

const footerLink = ({ to, label }: FooterLink) => (
  <li key={to}>
    <Link to={to} className={styles.link}>
      {label}
    </Link>
  </li>
)

/** Contacts, support hours, legal links, cookie preferences, the tagline and the version. */
export function SiteFooter() {
  const consent = useConsent()
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div>
          <p className={styles.brand}>
            <LogoMark size={28} />
            {APP_NAME}
          </p>
          <p className={styles.text}>
            Automação do atendimento no WhatsApp Business com inteligência artificial, direto do seu
            computador.
          </p>
        </div>
        <nav aria-labelledby="rodape-site">
          <h2 id="rodape-site" className={styles.heading}>
            Site
          </h2>
          <ul className={styles.list}>{SITE_LINKS.map(footerLink)}</ul>
        </nav>
        <div>
          <h2 className={styles.heading}>Contato</h2>
          <ul className={styles.list}>
            <li>
              <ExternalLink href={whatsappHref(APP_CONTACT)} className={styles.link}>
                WhatsApp
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={mailtoHref(APP_CONTACT)} className={styles.link}>
                {COMPANY.salesEmail}
              </ExternalLink>
            </li>
            <li>
              <a href={`tel:+${COMPANY.phone}`} className={styles.link}>
                {COMPANY.phoneDisplay}
              </a>
            </li>
          </ul>
          <h2 className={cx(styles.heading, css({ mt: '6' }))}>Horário de atendimento</h2>
          <ul className={styles.list}>
            <li className={styles.link}>{COMPANY.supportHours.weekdays}</li>
            <li className={styles.link}>{COMPANY.supportHours.saturday}</li>
            <li className={styles.text}>{COMPANY.supportHours.emailReply}</li>
          </ul>
        </div>
        <nav aria-labelledby="rodape-legal">
          <h2 id="rodape-legal" className={styles.heading}>
            Legal
          </h2>
          <ul className={styles.list}>
            {LEGAL_LINKS.map(footerLink)}
            {/* Without any script there is no stored choice to change. */}
            <li data-needs-script="">
              <button type="button" className={styles.link} onClick={consent.reset}>
                Preferências de cookies
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        <p className={css({ m: '0' })}>
          © {COMPANY.registeredName} · {APP_NAME}
        </p>
        <p className={css({ m: '0' })}>{APP_VERSION_LABEL}</p>
      </div>
    </footer>
  )
}
