import { CARD_MESSAGES } from '@atendimento/domain/schemas/card'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, within } from 'storybook/test'
import { SecurePaymentDialog } from './secure-payment-dialog.tsx'

const meta = {
  title: 'UI/SecurePaymentDialog',
  component: SecurePaymentDialog,
  args: {
    open: true,
    plan: { name: 'Plano Profissional', price: 9990, billingCycleDays: 30 },
    onSubmit: fn(),
    onOpenChange: fn(),
    now: () => new Date('2026-11-22T12:00:00-03:00'),
  },
  parameters: { screenshot: { height: 900 } },
} satisfies Meta<typeof SecurePaymentDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento seguro' })
    const pay = within(dialog).getByRole('button', { name: /Pagar R\$\s99,90/ })
    await userEvent.click(pay)
    await expect(within(dialog).getByText(CARD_MESSAGES.numberRequired)).toBeVisible()
  },
}

export const Processing: Story = {
  args: { busy: true },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento seguro' })
    await userEvent.keyboard('{Escape}')
    await expect(dialog).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeDisabled()
  },
}

export const PaymentError: Story = {
  tags: ['visual'],
  args: { error: 'Cartão recusado pela operadora' },
}

export const Approved: Story = {
  args: { approved: true },
  play: async () => {
    await expect(await screen.findByText('Pagamento aprovado!')).toBeVisible()
  },
}

export const Light: Story = { globals: { theme: 'light' } }
