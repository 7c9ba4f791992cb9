import { createFileRoute } from '@tanstack/react-router'
import { DownloadScreen } from '../features/download/download-screen.tsx'
import { pageHead } from '../features/shell/seo.ts'

export const Route = createFileRoute('/download')({
  head: () =>
    pageHead({
      title: 'Baixar o aplicativo',
      description:
        'Baixe o Atendimento Inteligente para Windows, macOS ou Linux: instaladores, histórico de versões e requisitos do sistema.',
      path: '/download',
    }),
  component: () => <DownloadScreen />,
})
