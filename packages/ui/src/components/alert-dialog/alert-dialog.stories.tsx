import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { settledDialog } from '../../testing/settled-dialog.ts'
import { Button } from '../button/button.tsx'
import { AlertDialog } from './alert-dialog.tsx'

const meta = {
  title: 'UI/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Excluir conta',
    description: 'Esta ação é permanente e não pode ser desfeita.',
    confirmLabel: 'Excluir conta',
    tone: 'danger',
    onConfirm: fn(),
    onOpenChange: fn(),
    trigger: <Button variant="danger">Excluir conta</Button>,
  },
} satisfies Meta<typeof AlertDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir conta' }))
    const dialog = await settledDialog('alertdialog', { name: 'Excluir conta' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir conta' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  },
}

export const Open: Story = { tags: ['visual'], args: { defaultOpen: true } }

export const Neutral: Story = {
  args: {
    defaultOpen: true,
    tone: 'default',
    title: 'Reativar assinatura',
    description: 'A cobrança volta a ser feita na próxima data de pagamento.',
    confirmLabel: 'Reativar Assinatura',
  },
}

export const Busy: Story = {
  args: { defaultOpen: true, busy: true },
  play: async ({ userEvent }) => {
    const dialog = await settledDialog('alertdialog')
    await expect(within(dialog).getByRole('button', { name: 'Processando...' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect(dialog).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled()
  },
}

export const Light: Story = { globals: { theme: 'light' }, args: { defaultOpen: true } }
