import { ADDRESS_REQUIRED_ALERT } from '@atendimento/domain/schemas/address'
import { TERMS_REQUIRED_ALERT } from '@atendimento/domain/schemas/auth'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Alert } from './alert.tsx'

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: { tone: 'error', ...ADDRESS_REQUIRED_ALERT },
} satisfies Meta<typeof Alert>

export default meta
type Story = StoryObj<typeof meta>

export const ErrorAlert: Story = {
  name: 'Error',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ADDRESS_REQUIRED_ALERT.title)
  },
}

export const Terms: Story = { args: { ...TERMS_REQUIRED_ALERT } }

export const Success: Story = {
  args: { tone: 'success', title: 'Senha alterada!', description: undefined },
}

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Pagamento pendente',
    description: 'Conclua o pagamento para ativar o plano.',
  },
}

export const InfoAlert: Story = {
  name: 'Info',
  args: { tone: 'info', title: 'Enviamos um código para o seu email.', description: undefined },
}

/** Every tone, for review and the visual baseline. */
export const All: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Alert tone="error" {...ADDRESS_REQUIRED_ALERT} />
      <Alert tone="success" title="Senha alterada!" />
      <Alert
        tone="warning"
        title="Pagamento pendente"
        description="Conclua o pagamento para ativar o plano."
      />
      <Alert tone="info" title="Enviamos um código para o seu email." />
    </div>
  ),
}

export const Light: Story = { globals: { theme: 'light' }, render: All.render }
