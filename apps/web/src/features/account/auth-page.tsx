import * as Card from '@atendimento/ui/card'
import { css, cx } from '@atendimento/ui/styled-system/css'
import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { useHydrated } from '../shell/use-hydrated.ts'

const styles = {
  main: css({
    minH: '[calc(100dvh - 4rem)]',
    py: { base: '8', md: '12' },
    bg: 'bg.subtle',
    // A remembered session on a sign-in page (pre-paint.ts): hidden until the app decides.
    '[data-session-pending] &': { visibility: 'hidden' },
  }),
  // The same width and side padding as the header's bar: the registration box and its aside
  // used to reach 8 px past the header's edges on a wide screen.
  inner: css({
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'center',
    gap: '8',
    maxW: '6xl',
    mx: 'auto',
    px: { base: '4', md: '6' },
  }),
  column: css({
    w: 'full',
    minW: '0',
    maxW: 'md',
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
  }),
  wide: css({ maxW: '3xl' }),
  back: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    alignSelf: 'flex-start',
    _touch: { minH: '11' },
    textStyle: 'small',
    color: 'fg.muted',
    textDecoration: 'none',
    borderRadius: 'sm',
    _hover: { color: 'fg.default', textDecoration: 'underline' },
    '& svg': { w: '4', h: '4' },
  }),
  title: css({ textStyle: 'heading', m: '0' }),
  controls: css({ border: 'none', p: '0', m: '0', minW: '0' }),
  description: css({ color: 'fg.muted', m: '0' }),
}

export interface AuthPageProps {
  title: string
  description?: ReactNode
  children: ReactNode
  /** Under the card: links to the other account pages. */
  footer?: ReactNode
  /** Beside the card on wide screens (the registration's benefits). */
  aside?: ReactNode
  wide?: boolean
  /** The link above the card; null when the form has its own way back. */
  backTo?: { to: '/' | '/login' | '/esqueci-senha' | '/dashboard'; label: string } | null
}

/** The frame of the account pages: a back link, a card with the title and the form. */
export function AuthPage({
  title,
  description,
  children,
  footer,
  aside,
  wide = false,
  backTo = { to: '/', label: 'Voltar para o início' },
}: AuthPageProps) {
  const hydrated = useHydrated()
  return (
    <main className={styles.main}>
      <div className={styles.inner}>
        <div className={cx(styles.column, wide && styles.wide)}>
          {backTo && (
            <Link to={backTo.to} className={styles.back}>
              <ArrowLeft aria-hidden="true" />
              {backTo.label}
            </Link>
          )}
          <Card.Root>
            <Card.Header>
              <h1 className={styles.title}>{title}</h1>
              {description && <p className={styles.description}>{description}</p>}
            </Card.Header>
            <Card.Body>
              {/* A prerendered form stays disabled until the app runs it: typed into before, its
                text would be out of step with the app; sent before, the browser would put the
                fields, password included, in the address. */}
              <fieldset disabled={!hydrated} className={styles.controls}>
                {children}
              </fieldset>
            </Card.Body>
          </Card.Root>
          {footer}
        </div>
        {aside}
      </div>
    </main>
  )
}
