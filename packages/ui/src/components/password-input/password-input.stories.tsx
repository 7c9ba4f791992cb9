import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import * as Field from '../field/field.tsx'
import { PasswordInput } from './password-input.tsx'

interface Args {
  invalid?: boolean
  disabled?: boolean
  errorText?: string
  defaultValue?: string
  defaultVisible?: boolean
}

const meta = {
  title: 'UI/PasswordInput',
  args: { defaultValue: 'segredo123' },
  render: ({ invalid, disabled, errorText, defaultValue, defaultVisible }) => (
    <Field.Root invalid={invalid} disabled={disabled}>
      <Field.Label>Senha</Field.Label>
      <PasswordInput
        defaultValue={defaultValue}
        autoComplete="current-password"
        rootProps={{ defaultVisible }}
      />
      {errorText && <Field.ErrorText>{errorText}</Field.ErrorText>}
    </Field.Root>
  ),
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Senha')
    await expect(input).toHaveAttribute('type', 'password')
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }))
    await expect(input).toHaveAttribute('type', 'text')
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar senha' }))
    await expect(input).toHaveAttribute('type', 'password')
  },
}

export const Visible: Story = { args: { defaultVisible: true } }

export const Empty: Story = { args: { defaultValue: '' } }

export const Disabled: Story = { args: { disabled: true } }

export const Invalid: Story = {
  tags: ['visual'],
  args: { invalid: true, errorText: 'A nova senha deve ter pelo menos 6 caracteres' },
}

export const Mismatch: Story = { args: { invalid: true, errorText: 'As senhas não coincidem' } }

export const Light: Story = { globals: { theme: 'light' }, args: Invalid.args }
