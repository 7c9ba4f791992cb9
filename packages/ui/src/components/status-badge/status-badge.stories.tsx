import { PAYMENT_STATUS_LABELS, SUBSCRIPTION_STATUS_LABELS } from '@atendimento/domain/subscription'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { StatusBadge } from './status-badge.tsx'

const subscriptionStatuses = Object.keys(
  SUBSCRIPTION_STATUS_LABELS,
) as (keyof typeof SUBSCRIPTION_STATUS_LABELS)[]
const paymentStatuses = Object.keys(PAYMENT_STATUS_LABELS) as (keyof typeof PAYMENT_STATUS_LABELS)[]

function AllStatuses() {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        {subscriptionStatuses.map((status) => (
          <StatusBadge key={status} kind="subscription" status={status} />
        ))}
      </div>
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        {paymentStatuses.map((status) => (
          <StatusBadge key={status} kind="payment" status={status} />
        ))}
      </div>
    </div>
  )
}

const meta = {
  title: 'UI/StatusBadge',
  component: StatusBadge,
  args: { kind: 'payment', status: 'paid' },
} satisfies Meta<typeof StatusBadge>

export default meta
type Story = StoryObj<typeof meta>

export const Paid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pago')).toBeVisible()
  },
}

export const PaymentFailed: Story = { args: { kind: 'payment', status: 'failed' } }

export const AwaitingPayment: Story = { args: { kind: 'subscription', status: 'pending' } }

export const Trialing: Story = { args: { kind: 'subscription', status: 'trialing' } }

/** Every subscription label, then every payment label, with the domain's texts. */
export const All: Story = {
  tags: ['visual'],
  render: () => <AllStatuses />,
  play: async ({ canvas }) => {
    for (const label of [
      'Aguardando pagamento',
      'Período de teste',
      'Pago',
      'Pendente',
      'Falhou',
      'Cancelado',
      'Reembolsado',
      'Agendado',
    ]) {
      await expect(canvas.getByText(label)).toBeVisible()
    }
  },
}

export const Light: Story = { globals: { theme: 'light' }, render: () => <AllStatuses /> }
