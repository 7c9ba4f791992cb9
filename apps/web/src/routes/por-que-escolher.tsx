import { createFileRoute } from '@tanstack/react-router'
import { WhyChooseScreen } from '../features/marketing/why-choose-screen.tsx'
import { pageHead } from '../features/shell/seo.ts'

export const Route = createFileRoute('/por-que-escolher')({
  head: () =>
    pageHead({
      title: 'Por que escolher',
      description:
        'Respostas naturais em português, configuração em menos de 5 minutos e atendimento 24/7 no seu WhatsApp Business.',
      path: '/por-que-escolher',
      type: 'article',
    }),
  component: WhyChooseScreen,
})
