import { LIST_LOAD_MESSAGES } from '@atendimento/domain/messages'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { LoadError } from './load-error.tsx'

const meta = {
  title: 'UI/LoadError',
  component: LoadError,
  args: { title: LIST_LOAD_MESSAGES.plans, onRetry: fn() },
} satisfies Meta<typeof LoadError>

export default meta
type Story = StoryObj<typeof meta>

/** The plan list failed: the message and 'Tentar novamente'. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(LIST_LOAD_MESSAGES.plans)
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** The retry is on its way. */
export const Retrying: Story = {
  args: { title: LIST_LOAD_MESSAGES.subscriptions, retrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: LIST_LOAD_MESSAGES.retrying })).toBeDisabled()
  },
}

export const Light: Story = { globals: { theme: 'light' } }
