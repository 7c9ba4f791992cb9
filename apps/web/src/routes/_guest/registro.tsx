import { createFileRoute } from '@tanstack/react-router'
import { RegistrationScreen } from '../../features/auth/registration-screen.tsx'

export const Route = createFileRoute('/_guest/registro')({
  head: () => ({ meta: [{ title: 'Criar conta | Atendimento Inteligente' }] }),
  component: RegistrationScreen,
})
