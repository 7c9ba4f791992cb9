import { createFileRoute } from '@tanstack/react-router'
import { PrivacyScreen } from '../features/legal/privacy-screen.tsx'
import { pageHead } from '../features/shell/seo.ts'

export const Route = createFileRoute('/privacidade')({
  staticData: { siteHeader: false },
  head: () =>
    pageHead({
      title: 'Política de Privacidade',
      description:
        'Quais dados o Atendimento Inteligente trata, para quê, por quanto tempo e como exercer os seus direitos pela LGPD.',
      path: '/privacidade',
      type: 'article',
    }),
  component: PrivacyScreen,
})
