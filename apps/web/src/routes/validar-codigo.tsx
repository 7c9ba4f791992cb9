import { validateCodeSearchSchema } from '@atendimento/domain/schemas/search'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { ValidateCodeScreen } from '../features/auth/validate-code-screen.tsx'
import { RequiresConnection } from '../features/pwa/requires-connection.tsx'

export const Route = createFileRoute('/validar-codigo')({
  validateSearch: validateCodeSearchSchema,
  // Without the e-mail there is no code to check: back to the start of the recovery.
  beforeLoad: ({ search }) => {
    if (!search.email) throw redirect({ to: '/esqueci-senha' })
  },
  head: () => ({ meta: [{ title: 'Validar código | Atendimento Inteligente' }] }),
  component: function ValidateCodeRoute() {
    const { email = '' } = Route.useSearch()
    return (
      <RequiresConnection>
        <ValidateCodeScreen email={email} />
      </RequiresConnection>
    )
  },
})
