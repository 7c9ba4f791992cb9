import { createFileRoute } from '@tanstack/react-router'
import { LoginScreen } from '../../features/auth/login-screen.tsx'
import { pageHead } from '../../features/shell/seo.ts'

export const Route = createFileRoute('/_guest/login')({
  head: () =>
    pageHead({
      title: 'Entrar',
      description:
        'Entre na sua conta do Atendimento Inteligente para acompanhar seu plano, seus pagamentos e seus dados de acesso.',
      path: '/login',
    }),
  component: LoginScreen,
})
