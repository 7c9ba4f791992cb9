import { css, cx } from '@atendimento/ui/styled-system/css'
import { button } from '@atendimento/ui/styled-system/recipes'
import { ThemeToggle } from '@atendimento/ui/theme-toggle'
import { Link } from '@tanstack/react-router'
import { Download, Menu as MenuIcon } from 'lucide-react'
import { CartButton } from '../cart/cart-button.tsx'
import { toggleStoredTheme } from '../theme/theme-store.ts'
import { AccountMenu } from './account-menu.tsx'
import { Logo } from './logo.tsx'
import { MOBILE_MENU_ID, MobileMenu } from './mobile-menu.tsx'
import { NavDisclosure } from './nav-disclosure.tsx'
import { NAV_GROUPS } from './nav-items.ts'

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
    maxW: '6xl',
    mx: 'auto',
    px: { base: '3', sm: '4', md: '6' },
    h: '16',
    display: 'flex',
    alignItems: 'center',
    gap: { base: '2', md: '4' },
  }),
  // The full navigation needs a laptop's width (logo, two menus, Loja, Baixar, the account);
  // below that, tablets included, the menu button opens the same choices.
  nav: css({ display: { base: 'none', lg: 'flex' }, alignItems: 'center', gap: '1' }),
  actions: css({
    display: 'flex',
    alignItems: 'center',
    gap: { base: '0.5', md: '1' },
    ml: 'auto',
    flexShrink: '0',
  }),
  // The account's place is kept from the first paint: Entrar or the user's name fill it once
  // the session is known, without pushing the other buttons.
  account: css({
    display: { base: 'none', lg: 'flex' },
    justifyContent: 'flex-end',
    w: '32',
  }),
  desktopOnly: css({ display: { base: 'none', lg: 'inline-flex' } }),
  mobileOnly: css({ display: { base: 'inline-flex', lg: 'none' } }),
}

/** The site header: logo, Produto and Suporte menus, cart, theme, account and mobile menu. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Logo />
        <nav aria-label="Principal" className={styles.nav}>
          {NAV_GROUPS.map((group) => (
            <NavDisclosure key={group.label} group={group} />
          ))}
          <Link to="/produtos" className={button({ variant: 'ghost', size: 'sm' })}>
            Loja
          </Link>
        </nav>
        <div className={styles.actions}>
          <Link
            to="/download"
            className={cx(button({ variant: 'outline', size: 'sm' }), styles.desktopOnly)}
          >
            <Download aria-hidden="true" />
            Baixar
          </Link>
          <CartButton />
          {/* Needs a script (the pre-paint one at first, the app's after): gone without any. */}
          <ThemeToggle onToggle={toggleStoredTheme} data-needs-script="" />
          <div className={styles.account}>
            <AccountMenu />
          </div>
          <button
            type="button"
            className={cx(button({ variant: 'ghost', size: 'icon' }), styles.mobileOnly)}
            aria-label="Abrir menu"
            aria-haspopup="dialog"
            popoverTarget={MOBILE_MENU_ID}
          >
            <MenuIcon aria-hidden="true" />
          </button>
        </div>
      </div>
      <MobileMenu />
    </header>
  )
}
