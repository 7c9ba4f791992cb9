import { button } from '@atendimento/ui/styled-system/recipes'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useSession } from '../auth/session-provider.tsx'
import { useHydrated } from './use-hydrated.ts'

// The user menu (Ark's menu machine) loads only for signed-in visitors.
const UserMenu = lazy(() => import('./user-menu.tsx'))

/**
 * Entrar when logged out; the user's menu when logged in. Nothing while the session is still
 * being checked or before hydration, so prerendered HTML is the same for every visitor.
 */
export function AccountMenu() {
  const hydrated = useHydrated()
  const { state, user } = useSession()
  if (!hydrated || state.status === 'loading') return null
  if (!user) {
    return (
      <Link to="/login" className={button({ variant: 'solid', size: 'sm' })}>
        Entrar
      </Link>
    )
  }
  return (
    <Suspense fallback={null}>
      <UserMenu name={user.name} />
    </Suspense>
  )
}
