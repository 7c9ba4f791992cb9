import * as Menu from '@atendimento/ui/menu'
import { css, cx } from '@atendimento/ui/styled-system/css'
import { button } from '@atendimento/ui/styled-system/recipes'
import { Link, useNavigate } from '@tanstack/react-router'
import { ChevronDown, LayoutDashboard, LogOut, ShieldCheck, User } from 'lucide-react'
import { useSession } from '../auth/session-provider.tsx'
import { useSignOut } from '../auth/use-sign-out.ts'

/**
 * The signed-in header menu: the user's name, Dashboard, Minha Conta, Administração for an
 * operator, and Sair (lazy-loaded; it reads the role itself, so the header's first load does not).
 */
export default function UserMenu({ name }: { name: string }) {
  const operator = useSession().user?.role === 'operator'
  const signOut = useSignOut()
  const navigate = useNavigate()
  // The menu unmounts as soon as the session ends: the promise, not an observer callback, goes on.
  const leave = async () => {
    await signOut.mutateAsync().finally(() => navigate({ to: '/' }))
  }
  return (
    <Menu.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger className={cx(button({ variant: 'ghost', size: 'sm' }), css({ maxW: 'full' }))}>
        <User aria-hidden="true" />
        {/* The header keeps a fixed place for the account: a long name is cut, not pushed. */}
        <span className={css({ truncate: true })}>{name}</span>
        <Menu.Indicator asChild>
          <span>
            <ChevronDown aria-hidden="true" />
          </span>
        </Menu.Indicator>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content>
          <Menu.Item value="dashboard" asChild>
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden="true" />
              Dashboard
            </Link>
          </Menu.Item>
          <Menu.Item value="conta" asChild>
            <Link to="/dashboard">
              <User aria-hidden="true" />
              Minha Conta
            </Link>
          </Menu.Item>
          {operator && (
            <Menu.Item value="admin" asChild>
              <Link to="/admin">
                <ShieldCheck aria-hidden="true" />
                Administração
              </Link>
            </Menu.Item>
          )}
          <Menu.Separator />
          <Menu.Item value="sair" onSelect={() => void leave()}>
            <LogOut aria-hidden="true" />
            Sair
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  )
}
