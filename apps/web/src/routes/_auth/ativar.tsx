import { activationSearchSchema } from '@atendimento/domain/schemas/search'
import { createFileRoute } from '@tanstack/react-router'
import { ActivateScreen } from '../../features/devices/activate-screen.tsx'
import { RequiresConnection } from '../../features/pwa/requires-connection.tsx'

export const Route = createFileRoute('/_auth/ativar')({
  // ?codigo=: the code from the desktop app's QR code, filled in.
  validateSearch: activationSearchSchema,
  head: () => ({
    meta: [
      { title: 'Conectar o aplicativo | Atendimento Inteligente' },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: function ActivateRoute() {
    const { codigo } = Route.useSearch()
    return (
      <RequiresConnection>
        <ActivateScreen code={codigo} />
      </RequiresConnection>
    )
  },
})
