import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import * as Field from '../field/field.tsx'
import { Input } from '../input/input.tsx'
import * as Fieldset from './fieldset.tsx'

interface Args {
  disabled?: boolean
  invalid?: boolean
}

function FieldsetDemo({ disabled, invalid }: Args) {
  return (
    <Fieldset.Root disabled={disabled} invalid={invalid} style={{ maxWidth: '24rem' }}>
      <Fieldset.Legend>Dados de contato</Fieldset.Legend>
      <Fieldset.HelperText>Usamos para falar com você sobre a sua assinatura.</Fieldset.HelperText>
      <Field.Root>
        <Field.Label>Email</Field.Label>
        <Input type="email" defaultValue="ana@exemplo.com.br" />
      </Field.Root>
      <Field.Root>
        <Field.Label>Telefone</Field.Label>
        <Input defaultValue="(11)98765-4321" />
      </Field.Root>
      <Fieldset.ErrorText>Confira os dados de contato.</Fieldset.ErrorText>
    </Fieldset.Root>
  )
}

const meta = {
  title: 'UI/Fieldset',
  component: FieldsetDemo,
} satisfies Meta<typeof FieldsetDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    // A fieldset is a group named by its legend.
    const group = canvas.getByRole('group', { name: 'Dados de contato' })
    await expect(group).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeEnabled()
  },
}

/** `disabled` disables every field inside (the address while the CEP is looked up). */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled()
    await expect(canvas.getByRole('textbox', { name: 'Telefone' })).toBeDisabled()
  },
}

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Confira os dados de contato.')).toBeVisible()
  },
}

export const Light: Story = { globals: { theme: 'light' } }
