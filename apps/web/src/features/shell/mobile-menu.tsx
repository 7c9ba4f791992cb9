import { css } from '@atendimento/ui/styled-system/css'
import { button } from '@atendimento/ui/styled-system/recipes'
import { Link, useNavigate } from '@tanstack/react-router'
import { Download, LayoutDashboard, LogIn, LogOut, MessageCircle, User, X } from 'lucide-react'
import { type RefObject, useRef } from 'react'
import { useSession } from '../auth/session-provider.tsx'
import { whatsappHref } from '../contact/contact-links.ts'
import { ExternalLink } from '../contact/external-link.tsx'
import { NAV_GROUPS } from './nav-items.ts'
import { NavLink } from './nav-link.tsx'
import { useHydrated } from './use-hydrated.ts'
import { usePopoverOpen } from './use-popover-open.ts'

export const MOBILE_MENU_ID = 'menu-movel'

const styles = {
  sheet: css({
    // A native popover shown as a sheet from the right: it opens, closes on Escape or a tap on
    // the backdrop, and lets its links work before the app's JavaScript has arrived.
    position: 'fixed',
    inset: '0',
    insetInlineStart: '[auto]',
    w: '[min(20rem, 100%)]',
    h: 'dvh',
    maxH: '[none]',
    m: '0',
    p: '5',
    // A toast's strip stays free (--toast-space, from the toaster), so it never covers Baixar.
    pb: '[calc(1.25rem + var(--toast-space, 0px))]',
    display: 'none',
    flexDirection: 'column',
    gap: '5',
    overflowY: 'auto',
    bg: 'bg.surface',
    color: 'fg.default',
    borderWidth: '0',
    borderInlineStartWidth: '1px',
    borderColor: 'border.default',
    boxShadow: 'xl',
    '&:popover-open': { display: 'flex', animation: 'fade-in' },
    '&::backdrop': { bg: 'bg.overlay' },
  }),
  top: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }),
  title: css({ fontSize: 'xl', fontWeight: 'bold', m: '0' }),
  nav: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  group: css({ display: 'flex', flexDirection: 'column', gap: '1' }),
  groupLabel: css({
    textStyle: 'caption',
    fontWeight: 'semibold',
    color: 'fg.muted',
    m: '0',
    textTransform: 'uppercase',
    letterSpacing: 'wide',
  }),
  list: css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column' }),
  link: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    minH: '11',
    py: '2',
    px: '2',
    borderRadius: 'md',
    color: 'fg.default',
    textDecoration: 'none',
    fontWeight: 'medium',
    w: 'full',
    textAlign: 'start',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    '& svg': { w: '4', h: '4', color: 'fg.muted' },
  }),
  pending: css({ color: 'fg.muted', cursor: 'progress' }),
  actions: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
}

/** The account part: depends on the visitor, so it shows once the app knows who they are. */
function AccountLinks({ close }: { close: () => void }) {
  const hydrated = useHydrated()
  const { state, user, signOut } = useSession()
  const navigate = useNavigate()
  const leave = async () => {
    close()
    await signOut()
    await navigate({ to: '/' })
  }
  if (!hydrated || state.status === 'loading') {
    return (
      <li className={`${styles.link} ${styles.pending}`} aria-busy="true">
        Carregando sua conta…
      </li>
    )
  }
  if (!user) {
    return (
      <li>
        <Link to="/login" className={styles.link} onClick={close}>
          <LogIn aria-hidden="true" />
          Entrar
        </Link>
      </li>
    )
  }
  return (
    <>
      <li>
        <Link to="/dashboard" className={styles.link} onClick={close}>
          <LayoutDashboard aria-hidden="true" />
          Dashboard
        </Link>
      </li>
      <li>
        <Link to="/dashboard" className={styles.link} onClick={close}>
          <User aria-hidden="true" />
          Minha Conta
        </Link>
      </li>
      <li>
        <button type="button" className={styles.link} onClick={() => void leave()}>
          <LogOut aria-hidden="true" />
          Sair
        </button>
      </li>
    </>
  )
}

function AccountGroup({ close }: { close: () => void }) {
  const { user } = useSession()
  const hydrated = useHydrated()
  return (
    <div className={styles.group}>
      <p className={styles.groupLabel} id="menu-movel-conta">
        {hydrated && user ? user.name : 'Conta'}
      </p>
      <ul className={styles.list} aria-labelledby="menu-movel-conta">
        <AccountLinks close={close} />
      </ul>
    </div>
  )
}

function MenuGroups({ close }: { close: () => void }) {
  return (
    <nav aria-label="Menu principal" className={styles.nav}>
      {NAV_GROUPS.map((group) => (
        <div key={group.label} className={styles.group}>
          <p className={styles.groupLabel} id={`menu-movel-${group.label}`}>
            {group.label}
          </p>
          <ul className={styles.list} aria-labelledby={`menu-movel-${group.label}`}>
            {group.items.map((item) => (
              <li key={item.label}>
                <NavLink destination={item.target} className={styles.link} onClick={close}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <Link to="/produtos" className={styles.link} onClick={close}>
        Loja
      </Link>
      <AccountGroup close={close} />
    </nav>
  )
}

/**
 * The small-screen menu: the header's choices plus the account, WhatsApp support and Baixar.
 * Part of every page's HTML (a native popover the header's 'Abrir menu' button opens), so a
 * visitor can use it as soon as the page shows.
 */
export function MobileMenu() {
  const sheet: RefObject<HTMLDivElement | null> = useRef(null)
  const { close } = usePopoverOpen(sheet)
  return (
    <div
      ref={sheet}
      id={MOBILE_MENU_ID}
      popover="auto"
      role="dialog"
      aria-labelledby="menu-movel-titulo"
      className={styles.sheet}
    >
      <div className={styles.top}>
        <h2 id="menu-movel-titulo" className={styles.title}>
          Menu
        </h2>
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'icon' })}
          popoverTarget={MOBILE_MENU_ID}
          popoverTargetAction="hide"
          aria-label="Fechar menu"
        >
          <X aria-hidden="true" />
        </button>
      </div>
      <MenuGroups close={close} />
      <div className={styles.actions}>
        <ExternalLink
          href={whatsappHref()}
          className={button({ variant: 'outline', fullWidth: true })}
        >
          <MessageCircle aria-hidden="true" />
          Suporte no WhatsApp
        </ExternalLink>
        <Link
          to="/download"
          className={button({ variant: 'solid', fullWidth: true })}
          onClick={close}
        >
          <Download aria-hidden="true" />
          Baixar
        </Link>
      </div>
    </div>
  )
}
