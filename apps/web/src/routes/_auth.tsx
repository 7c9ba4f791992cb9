import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../features/auth/guards.ts'
import { SignedInLayout } from '../features/auth/signed-in-layout.tsx'

/** Pages for signed-in visitors only: /dashboard. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: requireUser,
  component: SignedInLayout,
})
