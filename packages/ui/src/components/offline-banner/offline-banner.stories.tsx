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
