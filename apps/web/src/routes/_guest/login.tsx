import { loginSearchSchema } from '@atendimento/domain/schemas/search'
import { createFileRoute } from '@tanstack/react-router'
import { LoginScreen } from '../../features/auth/login-screen.tsx'
import { pageHead } from '../../features/shell/seo.ts'

export const Route = createFileRoute('/_guest/login')({
  // ?voltar=: the page that sent the visitor here (an approval at /ativar, say).
  validateSearch: loginSearchSchema,
  head: () =>
    pageHead({
      title: 'Entrar',
      description:
        'Entre na sua conta do Atendimento Inteligente para acompanhar seu plano, seus pagamentos e seus dados de acesso.',
      path: '/login',
    }),
  component: function LoginRoute() {
    const { voltar } = Route.useSearch()
    return <LoginScreen returnTo={voltar} />
  },
})
