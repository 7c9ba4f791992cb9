import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { OfflineBanner } from './offline-banner.tsx'

const meta = {
  title: 'UI/OfflineBanner',
  component: OfflineBanner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OfflineBanner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Você está sem conexão. As páginas já visitadas continuam disponíveis.',
    )
  },
}

export const Light: Story = { globals: { theme: 'light' } }

/** A session check got no answer: the session stays, and the strip says so. */
export const ServerOutOfReach: Story = {
  args: {
    message:
      'Sem conexão com o servidor. Você continua conectado à sua conta; tentaremos de novo assim que a conexão voltar.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Sem conexão com o servidor.')
  },
}
