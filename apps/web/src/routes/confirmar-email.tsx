import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ConfirmEmailScreen } from '../features/account/confirm-email-screen.tsx'
import { RequiresConnection } from '../features/pwa/requires-connection.tsx'

const searchSchema = v.object({ token: v.fallback(v.optional(v.string()), undefined) })

export const Route = createFileRoute('/confirmar-email')({
  validateSearch: searchSchema,
  head: () => ({
    meta: [
      { title: 'Confirmar novo e-mail | Atendimento Inteligente' },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: function ConfirmEmailRoute() {
    const { token } = Route.useSearch()
    return (
      <RequiresConnection>
        <ConfirmEmailScreen token={token} />
      </RequiresConnection>
    )
  },
})
