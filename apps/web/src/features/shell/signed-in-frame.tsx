import { Button } from '@atendimento/ui/button'
import { css, cx } from '@atendimento/ui/styled-system/css'
import { ThemeToggle } from '@atendimento/ui/theme-toggle'
import { LogOut } from 'lucide-react'
import type { ReactNode } from 'react'
import { useSignOut } from '../auth/use-sign-out.ts'
import { toggleStoredTheme } from '../theme/theme-store.ts'
import { Logo } from './logo.tsx'

// The frame of the signed-in areas (the customer's dashboard, the operator's console): a bar
// with the logo, who is signed in and 'Sair', then a side navigation beside the page. The
// console is wider (its tables) and keeps its navigation on top until a large screen.

const bar = css({
  mx: 'auto',
  px: { base: '3', sm: '4', md: '6' },
  h: '16',
  display: 'flex',
  alignItems: 'center',
  // Tight on the narrowest phones: the logo keeps a finger's width beside the theme and Sair.
  gap: { base: '2', sm: '4' },
})

const body = css({
  flex: '1',
  w: 'full',
  mx: 'auto',
  display: 'grid',
  alignItems: 'start',
})

const frameStyles = {
  page: css({ display: 'flex', flexDirection: 'column', minH: 'dvh', bg: 'bg.subtle' }),
  header: css({ bg: 'bg.canvas', borderBottomWidth: '1px', borderColor: 'border.default' }),
  bar: { narrow: cx(bar, css({ maxW: '6xl' })), wide: cx(bar, css({ maxW: '7xl' })) },
  // Who is signed in and Sair keep to the right edge, inside the bar's padding, at every width.
  account: css({
    ml: 'auto',
    display: 'flex',
    alignItems: 'center',
    gap: { base: '1.5', sm: '3' },
    flexShrink: '0',
  }),
  who: css({ color: 'fg.muted', textStyle: 'small', display: { base: 'none', sm: 'block' } }),
  body: {
    narrow: cx(
      body,
      css({
        maxW: '6xl',
        px: { base: '4', md: '6' },
        py: '8',
        gap: '8',
        gridTemplateColumns: { base: '1fr', md: '15rem minmax(0, 1fr)' },
      }),
    ),
    wide: cx(
      body,
      css({
        maxW: '7xl',
        px: { base: '3', sm: '4', md: '6' },
        py: '6',
        gap: '6',
        gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '13rem minmax(0, 1fr)' },
      }),
    ),
  },
  nav: {
    narrow: css({
      display: 'flex',
      flexDirection: { base: 'row', md: 'column' },
      gap: '1',
      overflowX: 'auto',
    }),
    wide: css({
      display: 'flex',
      flexDirection: { base: 'row', lg: 'column' },
      gap: '1',
      overflowX: 'auto',
    }),
  },
  main: css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0' }),
}

type Width = 'narrow' | 'wide'

/** A link of the side navigation; `aria-current="page"` marks where the person is. */
export const sideNavLink = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2.5',
  px: '3',
  py: '2',
  borderRadius: 'md',
  color: 'fg.muted',
  fontWeight: 'medium',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  _touch: { minH: '11' },
  '& svg': { w: '4', h: '4', flexShrink: 0 },
  _hover: { bg: 'bg.muted', color: 'fg.default' },
  // The active item keeps its colours under the pointer (the hover rule used to win).
  '&[aria-current=page], &[aria-current=page]:hover': {
    bg: 'accent.subtle',
    color: 'accent.subtleFg',
  },
})

export function SignedInPage({ children }: { children: ReactNode }) {
  return <div className={frameStyles.page}>{children}</div>
}

interface SignedInHeaderProps {
  /** Who is signed in, e.g. 'Olá, Ana' (hidden on the narrowest phones). */
  who: string
  /** Before Sair: a way to another area. */
  actions?: ReactNode
  width?: Width
}

export function SignedInHeader({ who, actions, width = 'narrow' }: SignedInHeaderProps) {
  const signOut = useSignOut()
  return (
    <header className={frameStyles.header}>
      <div className={frameStyles.bar[width]}>
        <Logo />
        <div className={frameStyles.account}>
          <p className={frameStyles.who}>{who}</p>
          {actions}
          {/* The theme follows the visitor into the signed-in areas too. */}
          <ThemeToggle onToggle={toggleStoredTheme} />
          <Button
            variant="outline"
            size="sm"
            // Busy until the signed-in layout takes the visitor home (the session has ended).
            loading={signOut.isPending || signOut.isSuccess}
            loadingText="Saindo..."
            onClick={() => signOut.mutate()}
          >
            <LogOut aria-hidden="true" />
            Sair
          </Button>
        </div>
      </div>
    </header>
  )
}

interface SideNavLayoutProps {
  /** Names the navigation for screen readers. */
  navLabel: string
  /** The navigation's links, styled with `sideNavLink`. */
  nav: ReactNode
  children: ReactNode
  width?: Width
}

export function SideNavLayout({ navLabel, nav, children, width = 'narrow' }: SideNavLayoutProps) {
  return (
    <div className={frameStyles.body[width]}>
      <nav aria-label={navLabel} className={frameStyles.nav[width]}>
        {nav}
      </nav>
      <main className={frameStyles.main}>{children}</main>
    </div>
  )
}
