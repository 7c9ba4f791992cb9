import { SERVICES } from '@atendimento/domain/catalogue/services'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Button } from '../button/button.tsx'
import { ServiceCard } from './service-card.tsx'

const service = SERVICES[0] as (typeof SERVICES)[number]

const meta = {
  title: 'UI/ServiceCard',
  component: ServiceCard,
  args: {
    service,
    actions: (
      <Button asChild size="sm">
        <a href={`/servico/${service.id}`}>Ver detalhes</a>
      </Button>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof ServiceCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: service.title })).toBeVisible()
    await expect(canvas.getByRole('article', { name: service.title })).toBeVisible()
  },
}

export const Unavailable: Story = { args: { service: { ...service, available: false } } }

export const Light: Story = { globals: { theme: 'light' } }
