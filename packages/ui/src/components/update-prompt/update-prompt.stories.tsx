import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { UpdatePrompt } from './update-prompt.tsx'

const meta = {
  title: 'UI/UpdatePrompt',
  component: UpdatePrompt,
  args: { onUpdate: fn(), onDismiss: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UpdatePrompt>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'Nova versão disponível' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Atualizar' }))
    await expect(args.onUpdate).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Agora não' }))
    await expect(args.onDismiss).toHaveBeenCalledOnce()
  },
}

export const Updating: Story = {
  args: { updating: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Atualizar/ })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(canvas.getByRole('button', { name: 'Agora não' })).toBeDisabled()
  },
}

export const Light: Story = { globals: { theme: 'light' } }
