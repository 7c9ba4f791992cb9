import { Outlet, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
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
  // Each signed-in screen says itself when it needs the network (the dashboard keeps its
  // header, logo and Sair, around the offline message).
  return <Outlet />
}
