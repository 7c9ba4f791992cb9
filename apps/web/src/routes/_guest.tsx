import { createFileRoute } from '@tanstack/react-router'
import { requireGuest } from '../features/auth/guards.ts'

/** Pages for visitors only: /login, /registro, /esqueci-senha. */
export const Route = createFileRoute('/_guest')({
  beforeLoad: requireGuest,
})
