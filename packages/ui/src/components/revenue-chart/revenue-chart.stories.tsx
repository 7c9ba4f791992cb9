import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RevenueChart } from './revenue-chart.tsx'

const days = Array.from({ length: 30 }, (_, index) => ({
  day: `2026-${index < 6 ? '10' : '11'}-${String(index < 6 ? 26 + index : index - 5).padStart(2, '0')}`,
  amount: [0, 4990, 9990, 14980, 0, 29970][index % 6] ?? 0,
}))

const meta = {
  title: 'UI/RevenueChart',
  component: RevenueChart,
  args: { days, label: 'Receita dos últimos 30 dias' },
} satisfies Meta<typeof RevenueChart>
export default meta
type Story = StoryObj<typeof meta>

export const ThirtyDays: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/total R\$/)
  },
}

export const NoRevenue: Story = {
  args: { days: days.map(({ day }) => ({ day, amount: 0 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/nenhuma receita/)
  },
}
