import { changePasswordSearchSchema } from '@atendimento/domain/schemas/search'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { ChangePasswordScreen } from '../features/auth/change-password-screen.tsx'
import { settledSession } from '../features/auth/session.ts'
import { RequiresConnection } from '../features/pwa/requires-connection.tsx'

export const Route = createFileRoute('/alterar-senha')({
  validateSearch: changePasswordSearchSchema,
  // Signed in: 'Editar senha'. Anonymous: only with the e-mail and the validated code.
  beforeLoad: async ({ context, search }) => {
    const session = await settledSession(context.store)
    if (session.status !== 'authenticated' && (!search.email || !search.code)) {
      throw redirect({ to: '/esqueci-senha' })
    }
  },
  head: () => ({ meta: [{ title: 'Alterar senha | Atendimento Inteligente' }] }),
  component: function ChangePasswordRoute() {
    const { email, code } = Route.useSearch()
    return (
      <RequiresConnection>
        <ChangePasswordScreen email={email} code={code} />
      </RequiresConnection>
    )
  },
})
