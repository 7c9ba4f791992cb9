import type { PaymentMethod } from '@atendimento/domain/schemas/payment'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { PaymentMethodChoice, type PaymentMethodChoiceProps } from './payment-method-choice.tsx'

function Stateful(props: PaymentMethodChoiceProps) {
  const [value, setValue] = useState<PaymentMethod>(props.value)
  return (
    <PaymentMethodChoice
      {...props}
      value={value}
      onValueChange={(method) => {
        setValue(method)
        props.onValueChange(method)
      }}
    />
  )
}

const meta = {
  title: 'UI/PaymentMethodChoice',
  component: Stateful,
  args: { value: 'credit_card', onValueChange: fn() },
} satisfies Meta<typeof Stateful>

export default meta
type Story = StoryObj<typeof meta>

/** Card first; Pix is one click, or the arrow keys, away. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvas, args, userEvent }) => {
    const card = canvas.getByRole('radio', { name: 'Cartão de crédito' })
    await expect(card).toBeChecked()
    await userEvent.click(canvas.getByText('Pix'))
    await expect(canvas.getByRole('radio', { name: 'Pix' })).toBeChecked()
    await expect(args.onValueChange).toHaveBeenLastCalledWith('pix')
    await userEvent.keyboard('{ArrowLeft}')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('credit_card')
  },
}

export const PixChosen: Story = { args: { value: 'pix' } }

/** While a payment is under way the choice cannot change. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Pix' })).toBeDisabled()
  },
}
