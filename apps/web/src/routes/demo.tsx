import { createFileRoute } from '@tanstack/react-router'
import { DemoScreen } from '../features/demo/demo-screen.tsx'
import { pageHead } from '../features/shell/seo.ts'

export const Route = createFileRoute('/demo')({
  head: () =>
    pageHead({
      title: 'Demonstração interativa',
      description:
        'Veja em três passos como a inteligência artificial atende um cliente no WhatsApp Business.',
      path: '/demo',
    }),
  component: DemoScreen,
})
