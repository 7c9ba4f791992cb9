import { createFileRoute } from '@tanstack/react-router'
import { LandingScreen } from '../features/landing/landing-screen.tsx'
import { pageHead } from '../features/shell/seo.ts'

export const Route = createFileRoute('/')({
  head: () =>
    pageHead({
      title: 'Automação do WhatsApp Business com IA',
      description:
        'Aplicativo para computador que automatiza o atendimento no WhatsApp Business com inteligência artificial. Assinatura sem fidelidade.',
      path: '/',
    }),
  component: LandingScreen,
})
