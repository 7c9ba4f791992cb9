import { createFileRoute } from '@tanstack/react-router'
import { TermsScreen } from '../features/legal/terms-screen.tsx'
import { pageHead } from '../features/shell/seo.ts'

export const Route = createFileRoute('/termos')({
  staticData: { siteHeader: false },
  head: () =>
    pageHead({
      title: 'Termos de Uso',
      description:
        'Termos de uso do aplicativo Atendimento Inteligente e do site: licença, assinatura, responsabilidades e lei aplicável.',
      path: '/termos',
      type: 'article',
    }),
  component: TermsScreen,
})
