import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Switch } from './switch.tsx'

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { children: 'Notificações por email', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const control = canvas.getByRole('switch', { name: 'Notificações por email' })
    await userEvent.click(canvas.getByText('Notificações por email'))
    await expect(control).toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenCalledWith({ checked: true })
  },
}

export const On: Story = {
  tags: ['visual'],
  args: { defaultChecked: true, children: 'Relatórios semanais' },
}

export const Disabled: Story = { args: { disabled: true } }

export const LockedOn: Story = {
  args: { checked: true, disabled: true, children: 'Essenciais (sempre ativos)' },
}

export const Light: Story = { globals: { theme: 'light' }, args: { defaultChecked: true } }
