import type { Meta, StoryObj } from '@storybook/react-vite'
import { PackageSearch, Receipt } from 'lucide-react'
import { expect } from 'storybook/test'
import { Button } from '../button/button.tsx'
import { EmptyState } from './empty-state.tsx'

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    title: 'Nenhum produto encontrado',
    description: 'Tente outra busca ou limpe os filtros.',
    icon: <PackageSearch />,
    actions: <Button variant="outline">Limpar filtros</Button>,
  },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nenhum produto encontrado' })).toBeVisible()
  },
}

export const Payments: Story = {
  args: {
    title: 'Nenhum pagamento encontrado',
    description: undefined,
    icon: <Receipt />,
    actions: undefined,
  },
}

export const Light: Story = { globals: { theme: 'light' } }
