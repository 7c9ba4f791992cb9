import { adminSearchSchema } from '@atendimento/domain/schemas/admin-search'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect } from 'react'
import * as v from 'valibot'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { AdminScreen } from './admin-screen.tsx'

/**
 * /admin for the signed-in: the console for an operator; a customer is sent to their dashboard.
 * The API checks the role on every call; this only spares a customer a console of 403s.
 */
export function AdminRoute() {
  const { user } = useSignedIn()
  const navigate = useNavigate()
  const operator = user.role === 'operator'
  const search = v.parse(adminSearchSchema, useSearch({ from: '/_auth/admin' }))
  useEffect(() => {
    if (!operator) void navigate({ to: '/dashboard', replace: true })
  }, [operator, navigate])
  if (!operator) return null
  return (
    <>
      {/* React hoists these into the head; the console is not prerendered and never indexed. */}
      <title>Administração | Atendimento Inteligente</title>
      <meta name="robots" content="noindex" />
      <AdminScreen search={search} />
    </>
  )
}
