import { CARD_MESSAGES } from '@atendimento/domain/schemas/card'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { CardForm } from './card-form.tsx'

const now = () => new Date('2026-11-22T12:00:00-03:00')

const meta = {
  title: 'UI/CardForm',
  component: CardForm,
  args: { onSubmit: fn(), onInvalid: fn(), now },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
  parameters: { screenshot: { height: 600 } },
} satisfies Meta<typeof CardForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Nome do portador'), 'ana souza')
    await userEvent.type(canvas.getByLabelText('Número do cartão'), '4444444444444444')
    await userEvent.type(canvas.getByLabelText('Mês'), '12')
    await userEvent.type(canvas.getByLabelText('Ano'), '2030')
    await userEvent.type(canvas.getByLabelText('CCV'), '123')
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      holderName: 'ANA SOUZA',
      number: '4444444444444444',
      expiryMonth: '12',
      expiryYear: '2030',
      ccv: '123',
    })
    await expect(args.onInvalid).not.toHaveBeenCalled()
  },
}

/** Every field empty: each required message, and an error clears as its field is edited. */
export const Required: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar' }))
    for (const message of [
      CARD_MESSAGES.holderRequired,
      CARD_MESSAGES.numberRequired,
      CARD_MESSAGES.monthRequired,
      CARD_MESSAGES.yearRequired,
      CARD_MESSAGES.ccvRequired,
    ]) {
      await expect(canvas.getByText(message)).toBeVisible()
    }
    await expect(args.onSubmit).not.toHaveBeenCalled()
    // The screen hears of it, to drop an older server error (issue 29).
    await expect(args.onInvalid).toHaveBeenCalledTimes(1)
    await userEvent.type(canvas.getByLabelText('CCV'), '1')
    await expect(canvas.queryByText(CARD_MESSAGES.ccvRequired)).not.toBeInTheDocument()
    await expect(canvas.getByText(CARD_MESSAGES.holderRequired)).toBeVisible()
  },
}

/** Every required message at once (as after submitting an empty form). */
export const Invalid: Story = {
  tags: ['visual'],
  args: {
    defaultErrors: {
      holderName: CARD_MESSAGES.holderRequired,
      number: CARD_MESSAGES.numberRequired,
      expiryMonth: CARD_MESSAGES.monthRequired,
      expiryYear: CARD_MESSAGES.yearRequired,
      ccv: CARD_MESSAGES.ccvRequired,
    },
  },
}

export const InvalidValues: Story = {
  args: {
    defaultValues: {
      holderName: 'ANA SOUZA',
      number: '4444 4444 4444',
      expiryMonth: '13',
      expiryYear: '203',
      ccv: '12',
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar' }))
    for (const message of [
      CARD_MESSAGES.numberInvalid,
      CARD_MESSAGES.monthInvalid,
      CARD_MESSAGES.yearInvalid,
      CARD_MESSAGES.ccvInvalid,
    ]) {
      await expect(canvas.getByText(message)).toBeVisible()
    }
  },
}

export const Expired: Story = {
  args: {
    defaultValues: {
      holderName: 'ANA SOUZA',
      number: '4444 4444 4444 4444',
      expiryMonth: '10',
      expiryYear: '2026',
      ccv: '123',
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar' }))
    await expect(canvas.getByText(CARD_MESSAGES.expired)).toBeVisible()
  },
}

export const Busy: Story = {
  args: {
    busy: true,
    defaultValues: {
      holderName: 'ANA SOUZA',
      number: '4444 4444 4444 4444',
      expiryMonth: '12',
      expiryYear: '2030',
      ccv: '123',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Processando...' })).toBeDisabled()
  },
}

export const Light: Story = { globals: { theme: 'light' }, args: Expired.args, play: Expired.play }
