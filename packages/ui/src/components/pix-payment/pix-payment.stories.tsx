import { brCode } from '@atendimento/domain/pix/br-code'
import { PIX_TEXTS } from '@atendimento/domain/pix/pix-texts'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { PixPayment } from './pix-payment.tsx'

const code = brCode({
  pixKey: 'pix@atendimento-inteligente.example',
  merchantName: 'Atendimento Inteligente',
  merchantCity: 'Sao Paulo',
  amountCents: 4990,
  txid: 'historia1',
})

const meta = {
  title: 'UI/PixPayment',
  component: PixPayment,
  args: {
    code,
    amount: 4990,
    countdown: '29:41',
    status: 'waiting',
    onCopy: fn(),
    onNewCode: fn(),
  },
  parameters: { screenshot: { height: 760 } },
} satisfies Meta<typeof PixPayment>

export default meta
type Story = StoryObj<typeof meta>

/** The QR code, the amount, the time left, the code and 'Copiar código', waiting for payment. */
export const Waiting: Story = {
  tags: ['visual'],
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('img', { name: PIX_TEXTS.qrLabel })).toBeVisible()
    await expect(canvas.getByLabelText(PIX_TEXTS.codeLabel)).toHaveValue(code)
    await expect(canvas.getByText('29:41')).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent(PIX_TEXTS.waiting)
    await userEvent.click(canvas.getByRole('button', { name: PIX_TEXTS.copy }))
    await expect(args.onCopy).toHaveBeenCalledOnce()
  },
}

/** A status check failed: the screen says it keeps trying and warns not to pay twice. */
export const CheckFailed: Story = {
  args: { checkFailed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(PIX_TEXTS.checkFailed)).toBeVisible()
  },
}

export const Paid: Story = {
  args: { status: 'paid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(PIX_TEXTS.paid)
  },
}

/** Expired: the reason and a button for a new code. */
export const Expired: Story = {
  args: { status: 'expired', countdown: '00:00' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(PIX_TEXTS.expiredTitle)).toBeVisible()
    await expect(canvas.queryByRole('img', { name: PIX_TEXTS.qrLabel })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: PIX_TEXTS.newCode }))
    await expect(args.onNewCode).toHaveBeenCalledOnce()
  },
}

export const Renewing: Story = {
  args: { status: 'expired', countdown: '00:00', renewing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: PIX_TEXTS.generating })).toBeDisabled()
  },
}

/** On a 320 px phone the QR code and the code still fit. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { screenshot: { width: 320, height: 760 } },
}
