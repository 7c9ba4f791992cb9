import { PIX_TEXTS } from '@atendimento/domain/pix/pix-texts'
import { CARD_MESSAGES } from '@atendimento/domain/schemas/card'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, within } from 'storybook/test'
import { settledDialog } from '../../testing/settled-dialog.ts'
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
    const dialog = await settledDialog('dialog', { name: 'Pagamento seguro' })
    const pay = within(dialog).getByRole('button', { name: /Pagar R\$\s99,90/ })
    await userEvent.click(pay)
    await expect(within(dialog).getByText(CARD_MESSAGES.numberRequired)).toBeVisible()
  },
}

export const Processing: Story = {
  args: { busy: true },
  play: async ({ userEvent }) => {
    const dialog = await settledDialog('dialog', { name: 'Pagamento seguro' })
    await userEvent.keyboard('{Escape}')
    await expect(dialog).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeDisabled()
  },
}

export const PaymentError: Story = {
  tags: ['visual'],
  args: { error: 'Cartão recusado pela operadora' },
}

/** A 90-day plan: the dialog says what the plan is, never 'Assinatura mensal'. */
export const NinetyDayPlan: Story = {
  tags: ['visual'],
  args: { plan: { name: 'Plano Trimestral', price: 26990, billingCycleDays: 90 } },
  play: async () => {
    const dialog = await settledDialog('dialog', { name: 'Pagamento seguro' })
    await expect(dialog).toHaveAccessibleDescription(
      'Assinatura a cada 90 dias no cartão de crédito, sem fidelidade.',
    )
    await expect(within(dialog).getByText('por 90 dias')).toBeVisible()
    await expect(within(dialog).queryByText(/mensal/)).toBeNull()
  },
}

export const Approved: Story = {
  args: { approved: true },
  play: async () => {
    await expect(await screen.findByText('Pagamento aprovado!')).toBeVisible()
  },
}

export const Light: Story = { globals: { theme: 'light' } }

/** The method choice: Pix shows 'Gerar código Pix' in place of the card form. */
export const ChoosingPix: Story = {
  args: { method: 'pix', onMethodChange: fn(), onRequestPix: fn() },
  play: async ({ args, userEvent }) => {
    const dialog = await settledDialog('dialog', { name: 'Pagamento seguro' })
    await expect(within(dialog).getByRole('radio', { name: 'Pix' })).toBeChecked()
    await expect(within(dialog).queryByLabelText('Número do cartão')).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: PIX_TEXTS.generate }))
    await expect(args.onRequestPix).toHaveBeenCalledOnce()
    await userEvent.click(within(dialog).getByText('Cartão de crédito'))
    await expect(args.onMethodChange).toHaveBeenCalledWith('credit_card')
  },
}

/** The Pix is being issued: the button waits and the dialog cannot be closed. */
export const IssuingPix: Story = {
  args: { method: 'pix', onMethodChange: fn(), onRequestPix: fn(), busy: true },
  play: async () => {
    const dialog = await settledDialog('dialog', { name: 'Pagamento seguro' })
    await expect(within(dialog).getByRole('button', { name: PIX_TEXTS.generating })).toBeDisabled()
  },
}

/** The issued Pix takes the form's place (the screen passes its Pix panel). */
export const PixIssued: Story = {
  args: {
    method: 'pix',
    onMethodChange: fn(),
    pix: <p>Painel do Pix</p>,
  },
  play: async () => {
    const dialog = await settledDialog('dialog', { name: 'Pagamento seguro' })
    await expect(within(dialog).getByText('Painel do Pix')).toBeVisible()
  },
}
