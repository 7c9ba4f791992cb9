import { createFileRoute } from '@tanstack/react-router'
import { LoginScreen } from '../../features/auth/login-screen.tsx'

export const Route = createFileRoute('/_guest/login')({
  head: () => ({ meta: [{ title: 'Entrar | Atendimento Inteligente' }] }),
  component: LoginScreen,
})
