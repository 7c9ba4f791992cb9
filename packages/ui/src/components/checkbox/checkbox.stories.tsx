import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Checkbox } from './checkbox.tsx'

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: 'Lembrar de mim', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Lembrar de mim' })
    await expect(checkbox).not.toBeChecked()
    await userEvent.click(canvas.getByText('Lembrar de mim'))
    await expect(checkbox).toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenCalledWith({ checked: true })
  },
}

export const Checked: Story = { tags: ['visual'], args: { defaultChecked: true } }

export const Indeterminate: Story = { args: { checked: 'indeterminate', children: 'Todos' } }

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } }

export const Invalid: Story = {
  args: {
    invalid: true,
    children: 'Li e aceito os termos de uso e a política de privacidade',
  },
}

export const Light: Story = { globals: { theme: 'light' }, args: { defaultChecked: true } }
