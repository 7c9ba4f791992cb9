import { ADDRESS_REQUIRED_ALERT } from '@atendimento/domain/schemas/address'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import {
  AddressFieldset,
  type AddressFieldsetProps,
  type AddressValue,
  EMPTY_ADDRESS,
} from './address-fieldset.tsx'

const filled: AddressValue = {
  zipCode: '01310-100',
  state: 'SP',
  city: 'São Paulo',
  neighborhood: 'Bela Vista',
  address: 'Avenida Paulista',
  addressNumber: '1000',
  complement: 'Sala 12',
}

type Args = Omit<AddressFieldsetProps, 'value' | 'onChange'> & {
  initial?: AddressValue
  onChange: AddressFieldsetProps['onChange']
}

/** Holds the value like a form would. */
function Controlled({ initial = EMPTY_ADDRESS, onChange, ...props }: Args) {
  const [value, setValue] = useState(initial)
  return (
    <AddressFieldset
      {...props}
      value={value}
      onChange={(next, field) => {
        setValue(next)
        onChange(next, field)
      }}
    />
  )
}

const meta = {
  title: 'UI/AddressFieldset',
  component: Controlled,
  args: { onChange: fn(), onCepComplete: fn() },
  parameters: { screenshot: { height: 520 } },
} satisfies Meta<typeof Controlled>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const cep = canvas.getByLabelText('CEP')
    await userEvent.type(cep, '01310100')
    await expect(cep).toHaveValue('01310-100')
    await userEvent.tab()
    await expect(args.onCepComplete).toHaveBeenCalledWith('01310100')
    await userEvent.type(canvas.getByLabelText('Número'), '1000')
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ zipCode: '01310-100', addressNumber: '1000' }),
      'addressNumber',
    )
  },
}

export const IncompleteCep: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('CEP'), '0131')
    await userEvent.tab()
    await expect(args.onCepComplete).not.toHaveBeenCalled()
  },
}

export const Filled: Story = { tags: ['visual'], args: { initial: filled } }

export const LookingUp: Story = {
  args: { initial: { ...EMPTY_ADDRESS, zipCode: '01310-100' }, lookingUp: true },
}

export const Disabled: Story = { args: { initial: filled, disabled: true } }

export const ReadOnly: Story = { args: { initial: filled, readOnly: true } }

export const Invalid: Story = {
  args: {
    initial: { ...EMPTY_ADDRESS, zipCode: '0131' },
    errors: {
      zipCode: 'Digite um CEP válido com 8 dígitos',
      state: ADDRESS_REQUIRED_ALERT.description,
      city: ADDRESS_REQUIRED_ALERT.description,
      neighborhood: ADDRESS_REQUIRED_ALERT.description,
      address: ADDRESS_REQUIRED_ALERT.description,
      addressNumber: ADDRESS_REQUIRED_ALERT.description,
    },
  },
}

export const Light: Story = { globals: { theme: 'light' }, args: { initial: filled } }
