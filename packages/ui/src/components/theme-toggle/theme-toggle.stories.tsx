import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { ThemeToggle } from './theme-toggle.tsx'

const meta = {
  title: 'UI/ThemeToggle',
  component: ThemeToggle,
  args: { onToggle: fn() },
} satisfies Meta<typeof ThemeToggle>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Alternar tema claro/escuro' }))
    await expect(args.onToggle).toHaveBeenCalledOnce()
  },
}

export const Disabled: Story = { args: { disabled: true } }

export const Light: Story = { globals: { theme: 'light' } }
