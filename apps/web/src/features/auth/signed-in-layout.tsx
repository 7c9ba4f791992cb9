import { Outlet, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { RequiresConnection } from '../pwa/requires-connection.tsx'
import { useSession } from './session-provider.tsx'

/**
 * The signed-in pages, after their guard. When the session ends on the page itself, the
 * visitor leaves it: home after Sair, /login when the token stopped being valid.
 */
export function SignedInLayout() {
  const { state } = useSession()
  const navigate = useNavigate()
  const ended = state.status === 'anonymous' ? (state.ended ?? 'expired') : null
  useEffect(() => {
    if (ended) void navigate({ to: ended === 'logout' ? '/' : '/login', replace: true })
  }, [ended, navigate])
  if (state.status !== 'authenticated') return null
  return (
    <RequiresConnection>
      <Outlet />
    </RequiresConnection>
  )
}
