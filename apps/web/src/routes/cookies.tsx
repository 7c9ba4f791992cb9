import { createFileRoute } from '@tanstack/react-router'
import { CookiesScreen } from '../features/legal/cookies-screen.tsx'
import { pageHead } from '../features/shell/seo.ts'

export const Route = createFileRoute('/cookies')({
  staticData: { siteHeader: false },
  head: () =>
    pageHead({
      title: 'Política de Cookies',
      description:
        'Como o site do Atendimento Inteligente usa cookies, para quais finalidades e como gerenciar as suas preferências.',
      path: '/cookies',
      type: 'article',
    }),
  component: CookiesScreen,
})
