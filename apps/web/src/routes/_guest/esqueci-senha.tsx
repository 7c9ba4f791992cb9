import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordScreen } from '../../features/auth/forgot-password-screen.tsx'

export const Route = createFileRoute('/_guest/esqueci-senha')({
  head: () => ({ meta: [{ title: 'Esqueci minha senha | Atendimento Inteligente' }] }),
  component: ForgotPasswordScreen,
})
