import { button } from '@atendimento/ui/styled-system/recipes'
import { Link } from '@tanstack/react-router'
import { Download, MessageCircle, X } from 'lucide-react'
import { lazy, type RefObject, Suspense, useRef, useState } from 'react'
import { whatsappHref } from '../contact/contact-links.ts'
import { ExternalLink } from '../contact/external-link.tsx'
import { menuStyles as styles } from './mobile-menu-styles.ts'
import { NAV_GROUPS } from './nav-items.ts'
import { NavLink } from './nav-link.tsx'
import { usePopoverOpen } from './use-popover-open.ts'

export const MOBILE_MENU_ID = 'menu-movel'

// The account's links (and their icons and sign-out) load the first time the menu opens: a
// visitor who never opens it never downloads them.
const AccountGroup = lazy(() => import('./mobile-menu-account.tsx'))

/** Until the menu has been opened (or while its account part loads). */
function AccountPlaceholder() {
  return (
    <div className={styles.group}>
      <p className={styles.groupLabel}>Conta</p>
      <p className={styles.pending}>Carregando sua conta…</p>
    </div>
  )
}

function MenuGroups({ close, opened }: { close: () => void; opened: boolean }) {
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
      {opened ? (
        <Suspense fallback={<AccountPlaceholder />}>
          <AccountGroup close={close} />
        </Suspense>
      ) : (
        <AccountPlaceholder />
      )}
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
  const { expanded, close } = usePopoverOpen(sheet)
  const [opened, setOpened] = useState(false)
  if (expanded && !opened) setOpened(true)
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
      <MenuGroups close={close} opened={opened} />
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
