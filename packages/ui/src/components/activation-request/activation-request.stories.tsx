import type { ActivationRequest as Request } from '@atendimento/domain/schemas/device'
import { SAMPLE_ACTIVATION, SAMPLE_DEVICES } from '@atendimento/domain/testing/devices'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { ActivationRequest } from './activation-request.tsx'

export const REQUEST: Request = {
  ...SAMPLE_ACTIVATION,
  device: { name: 'Notebook da recepção', platform: 'windows', appVersion: '1.4.2' },
  seats: { used: 1, max: 2 },
  devices: SAMPLE_DEVICES.slice(1),
}

const meta = {
  title: 'UI/ActivationRequest',
  component: ActivationRequest,
  args: { request: REQUEST, onApprove: fn(), onDeny: fn(), onDisconnect: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '30rem' }}>{Story()}</div>],
} satisfies Meta<typeof ActivationRequest>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {
  tags: ['visual'],
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Profissional (1 de 2 computadores em uso)')).toBeVisible()
    await expect(canvas.getByText('20/11/2026 às 12:05')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Conectar este computador' }))
    await expect(args.onApprove).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Não fui eu' }))
    await expect(args.onDeny).toHaveBeenCalledOnce()
  },
}

export const SeatLimit: Story = {
  tags: ['visual'],
  args: {
    request: {
      ...REQUEST,
      plan: { id: 'plano-essencial', name: 'Essencial' },
      seats: { used: 1, max: 1 },
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Conectar este computador' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Desconectar MacBook do escritório' }))
    await expect(args.onDisconnect).toHaveBeenCalledWith(SAMPLE_DEVICES[1])
  },
}

export const NoSubscription: Story = {
  tags: ['visual'],
  args: {
    request: { ...REQUEST, status: 'none', plan: null, seats: { used: 0, max: null }, devices: [] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sua conta não tem uma assinatura ativa')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Ver planos' })).toHaveAttribute(
      'href',
      '/#precos',
    )
    await expect(
      canvas.queryByRole('button', { name: 'Conectar este computador' }),
    ).not.toBeInTheDocument()
  },
}

export const Reinstall: Story = {
  args: { request: { ...REQUEST, reusesSeat: true, seats: { used: 2, max: 2 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Este computador já está conectado')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Conectar este computador' })).toBeEnabled()
  },
}

export const Connecting: Story = { args: { approving: true } }

export const Refused: Story = {
  args: {
    error:
      'Código inválido ou expirado. Confira o código mostrado no aplicativo ou peça um novo por lá.',
  },
}
