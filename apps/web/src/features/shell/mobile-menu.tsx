import * as Dialog from '@atendimento/ui/dialog'
import { css } from '@atendimento/ui/styled-system/css'
import { button } from '@atendimento/ui/styled-system/recipes'
import { Link, useNavigate } from '@tanstack/react-router'
import { Download, LayoutDashboard, LogIn, LogOut, MessageCircle, User } from 'lucide-react'
import { useSession } from '../auth/session-provider.tsx'
import { useSignOut } from '../auth/use-sign-out.ts'
import { whatsappHref } from '../contact/contact-links.ts'
import { ExternalLink } from '../contact/external-link.tsx'
import { NAV_GROUPS } from './nav-items.ts'
import { NavLink } from './nav-link.tsx'

interface MobileMenuProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

const styles = {
  content: css({ gap: '5' }),
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
    py: '2.5',
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
  actions: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
}

/** The small-screen menu: the header's choices plus WhatsApp support and Baixar (lazy-loaded). */
export default function MobileMenu({ open, onOpenChange }: MobileMenuProps) {
  const { state, user } = useSession()
  const signOut = useSignOut()
  const navigate = useNavigate()
  const close = () => onOpenChange(false)
  // The menu unmounts as soon as the session ends: the promise, not an observer callback, goes on.
  const leave = async () => {
    close()
    await signOut.mutateAsync().finally(() => navigate({ to: '/' }))
  }
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content className={styles.content}>
          <Dialog.Header>
            <Dialog.Title>Menu</Dialog.Title>
          </Dialog.Header>
          <nav
            aria-label="Menu principal"
            className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
          >
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
            <div className={styles.group}>
              <p className={styles.groupLabel} id="menu-movel-conta">
                {user ? user.name : 'Conta'}
              </p>
              <ul className={styles.list} aria-labelledby="menu-movel-conta">
                {user ? (
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
                ) : (
                  state.status !== 'loading' && (
                    <li>
                      <Link to="/login" className={styles.link} onClick={close}>
                        <LogIn aria-hidden="true" />
                        Entrar
                      </Link>
                    </li>
                  )
                )}
              </ul>
            </div>
          </nav>
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
          <Dialog.CloseTrigger />
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
