import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireGuest } from '../features/auth/guards.ts'
import { RequiresConnection } from '../features/pwa/requires-connection.tsx'

/** Pages for visitors only: /login, /registro, /esqueci-senha. */
export const Route = createFileRoute('/_guest')({
  beforeLoad: requireGuest,
  component: () => (
    <RequiresConnection>
      <Outlet />
    </RequiresConnection>
  ),
})
