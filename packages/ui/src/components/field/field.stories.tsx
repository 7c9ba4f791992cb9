import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Input } from '../input/input.tsx'
import * as Field from './field.tsx'

interface Args {
  label: string
  helperText?: string
  errorText?: string
  invalid?: boolean
  disabled?: boolean
  readOnly?: boolean
  required?: boolean
  placeholder?: string
  defaultValue?: string
}

const meta = {
  title: 'UI/Field',
  args: {
    label: 'Email',
    placeholder: 'seu@email.com',
    helperText: 'Usaremos para enviar o código.',
  },
  render: ({ label, helperText, errorText, placeholder, defaultValue, ...state }) => (
    <Field.Root {...state}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator>*</Field.RequiredIndicator>
      </Field.Label>
      <Input type="email" placeholder={placeholder} defaultValue={defaultValue} />
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      {errorText && <Field.ErrorText>{errorText}</Field.ErrorText>}
    </Field.Root>
  ),
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' })
    await expect(input).toHaveAccessibleDescription('Usaremos para enviar o código.')
    await userEvent.type(input, 'ana@exemplo.com.br')
    await expect(input).toHaveValue('ana@exemplo.com.br')
  },
}

export const Required: Story = { args: { required: true } }

export const Disabled: Story = { args: { disabled: true, defaultValue: 'ana@exemplo.com.br' } }

export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'ana@exemplo.com.br' } }

export const Invalid: Story = {
  tags: ['visual'],
  args: {
    invalid: true,
    helperText: undefined,
    errorText: 'Campos obrigatórios: Preencha email e senha',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' })
    await expect(input).toBeInvalid()
    // The error is the field's aria-errormessage and a polite live region.
    await expect(input).toHaveAccessibleErrorMessage('Campos obrigatórios: Preencha email e senha')
  },
}

export const Light: Story = { globals: { theme: 'light' }, args: Invalid.args }
