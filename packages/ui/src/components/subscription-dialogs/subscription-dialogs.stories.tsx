import { cancelDropsScheduledNotice, reactivationPlanNotice } from '@atendimento/domain/plan-change'
import { DATA_RETENTION_NOTICE } from '@atendimento/domain/subscription'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { settledDialog } from '../../testing/settled-dialog.ts'
import { Button } from '../button/button.tsx'
import { CancelSubscriptionDialog, ReactivateSubscriptionDialog } from './subscription-dialogs.tsx'

const meta = {
  title: 'UI/SubscriptionDialogs',
  component: CancelSubscriptionDialog,
  args: {
    planName: 'Plano Profissional',
    accessUntil: '15/12/2026',
    onConfirm: fn(),
    onOpenChange: fn(),
    trigger: <Button variant="danger">Cancelar Assinatura</Button>,
  },
  parameters: { screenshot: { height: 640 } },
} satisfies Meta<typeof CancelSubscriptionDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Cancel: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar Assinatura' }))
    const dialog = await settledDialog('alertdialog', { name: 'Cancelar assinatura' })
    await expect(dialog).toHaveTextContent('15/12/2026')
    await expect(dialog).toHaveTextContent(DATA_RETENTION_NOTICE)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar Assinatura' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const CancelOpen: Story = { tags: ['visual'], args: { open: true } }

export const CancelProcessing: Story = {
  args: { open: true, status: 'processing' },
  play: async ({ userEvent }) => {
    const dialog = await settledDialog('alertdialog')
    await expect(within(dialog).getByRole('button', { name: 'Cancelando...' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect(dialog).toBeVisible()
  },
}

export const CancelSuccess: Story = {
  args: { open: true, status: 'success' },
  play: async ({ userEvent }) => {
    const dialog = await settledDialog('alertdialog')
    await expect(within(dialog).getByText('Assinatura cancelada!')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect(dialog).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeDisabled()
  },
}

/** A downgrade waits for the next billing date: the dialog says it goes with the plan. */
export const CancelWithScheduledChange: Story = {
  args: {
    open: true,
    notice: cancelDropsScheduledNotice(
      { name: 'Essencial', effectiveAt: '2026-12-15T15:00:00.000Z' },
      'Profissional',
    ),
  },
  play: async () => {
    const dialog = await settledDialog('alertdialog', { name: 'Cancelar assinatura' })
    await expect(dialog).toHaveTextContent(
      'A troca para o plano Essencial, agendada para 15/12/2026, também é cancelada.',
    )
    await expect(dialog).toHaveTextContent(DATA_RETENTION_NOTICE)
  },
}

export const CancelError: Story = { args: { open: true, error: 'Assinatura não encontrada' } }

export const Reactivate: Story = {
  render: (args) => <ReactivateSubscriptionDialog {...args} />,
  args: { open: true },
  play: async ({ args, userEvent }) => {
    const dialog = await settledDialog('alertdialog', { name: 'Reativar assinatura' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reativar Assinatura' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const ReactivateSaysThePlan: Story = {
  render: (args) => <ReactivateSubscriptionDialog {...args} />,
  args: { open: true, notice: reactivationPlanNotice('Profissional') },
  play: async () => {
    const dialog = await settledDialog('alertdialog', { name: 'Reativar assinatura' })
    await expect(dialog).toHaveTextContent('A assinatura volta no plano Profissional')
  },
}

export const ReactivateOpen: Story = {
  tags: ['visual'],
  render: (args) => <ReactivateSubscriptionDialog {...args} />,
  args: { open: true },
}

export const ReactivateSuccess: Story = {
  render: (args) => <ReactivateSubscriptionDialog {...args} />,
  args: { open: true, status: 'success' },
  play: async () => {
    await waitFor(() => expect(screen.getByText('Assinatura reativada!')).toBeVisible())
  },
}

export const Light: Story = { globals: { theme: 'light' }, args: { open: true } }
