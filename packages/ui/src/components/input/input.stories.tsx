import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Input } from './input.tsx'

const meta = {
  title: 'UI/Input',
  component: Input,
  args: { 'aria-label': 'Nome completo', placeholder: 'Seu nome completo' },
} satisfies Meta<typeof Input>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Nome completo' })
    await userEvent.type(input, 'Ana Souza')
    await expect(input).toHaveValue('Ana Souza')
  },
}

export const Filled: Story = { tags: ['visual'], args: { defaultValue: 'Ana Souza' } }

export const Small: Story = { args: { size: 'sm' } }

export const Large: Story = { args: { size: 'lg' } }

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Ana Souza' } }

export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'ana@exemplo.com.br' } }

export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: '' } }

export const Light: Story = { globals: { theme: 'light' }, args: { defaultValue: 'Ana Souza' } }
