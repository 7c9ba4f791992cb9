import { createFileRoute } from '@tanstack/react-router'
import { RegistrationScreen } from '../../features/auth/registration-screen.tsx'
import { pageHead } from '../../features/shell/seo.ts'

export const Route = createFileRoute('/_guest/registro')({
  head: () =>
    pageHead({
      title: 'Criar conta',
      description:
        'Crie sua conta no Atendimento Inteligente para assinar um plano e automatizar o atendimento do seu WhatsApp Business.',
      path: '/registro',
    }),
  component: RegistrationScreen,
})
