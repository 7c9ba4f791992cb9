import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, within } from 'storybook/test'
import { settledDialog } from '../../testing/settled-dialog.ts'
import { Button } from '../button/button.tsx'
import { PlanChangeDialog, type PlanChangeDialogProps } from './plan-change-dialog.tsx'

const plans = [
  { _id: 'plano-essencial', name: 'Essencial', price: 4990, billingCycleDays: 30 },
  { _id: 'plano-trimestral', name: 'Trimestral', price: 26990, billingCycleDays: 90 },
]
const upgrade = {
  status: 'ready',
  kind: 'upgrade',
  amount: 2500,
  summary:
    'Você paga agora R$ 25,00: a diferença proporcional até 09/12/2026. O plano Profissional vale a partir de agora e, em 09/12/2026, passa a ser cobrado R$ 99,90 por mês.',
} as const
const downgrade = {
  status: 'ready',
  kind: 'downgrade',
  amount: 0,
  summary:
    'Nada é cobrado agora. Você continua no plano Profissional até 09/12/2026; a partir daí, o plano Essencial é cobrado R$ 49,90 por mês.',
} as const

const meta = {
  title: 'UI/PlanChangeDialog',
  component: PlanChangeDialog,
  args: {
    open: true,
    currentPlanName: 'Profissional',
    plans,
    selectedPlanId: null,
    onSelect: fn(),
    quote: { status: 'none' },
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  parameters: { screenshot: { height: 640 } },
} satisfies Meta<typeof PlanChangeDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing chosen yet: nothing can be confirmed. */
export const ChoosePlan: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await settledDialog('alertdialog', { name: 'Trocar de plano' })
    await expect(within(dialog).getByRole('button', { name: 'Confirmar e pagar' })).toBeDisabled()
    await userEvent.click(within(dialog).getByText(/Essencial: R\$\s49,90 por mês/))
    await expect(args.onSelect).toHaveBeenCalledWith('plano-essencial')
  },
}

export const Quoting: Story = {
  args: { selectedPlanId: 'plano-essencial', quote: { status: 'loading' } },
  play: async () => {
    const dialog = await settledDialog('alertdialog')
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Calculando o valor…')
  },
}

/** The amount charged now is on screen and on the button before anything happens. */
export const Upgrade: Story = {
  tags: ['visual'],
  args: { currentPlanName: 'Essencial', selectedPlanId: 'plano-trimestral', quote: upgrade },
  play: async ({ args, userEvent }) => {
    const dialog = await settledDialog('alertdialog')
    await expect(dialog).toHaveTextContent('Você paga agora R$ 25,00')
    await userEvent.click(
      within(dialog).getByRole('button', { name: /Confirmar e pagar R\$\s25,00/ }),
    )
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const Downgrade: Story = {
  args: { selectedPlanId: 'plano-essencial', quote: downgrade },
  play: async () => {
    const dialog = await settledDialog('alertdialog')
    await expect(dialog).toHaveTextContent('Nada é cobrado agora.')
    await expect(within(dialog).getByRole('button', { name: 'Agendar troca' })).toBeEnabled()
  },
}

export const Changing: Story = {
  args: { selectedPlanId: 'plano-essencial', quote: downgrade, busy: true },
  play: async ({ userEvent }) => {
    const dialog = await settledDialog('alertdialog')
    await expect(within(dialog).getByRole('button', { name: 'Trocando...' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect(dialog).toBeVisible()
  },
}

export const QuoteFailed: Story = {
  args: {
    selectedPlanId: 'plano-essencial',
    quote: { status: 'failed', message: 'Só o plano ativo pode ser trocado.' },
  },
  play: async () => {
    const dialog = await settledDialog('alertdialog')
    await expect(dialog).toHaveTextContent('Só o plano ativo pode ser trocado.')
    await expect(within(dialog).getByRole('button', { name: 'Confirmar e pagar' })).toBeDisabled()
  },
}

export const Refused: Story = {
  args: {
    selectedPlanId: 'plano-trimestral',
    quote: upgrade,
    error: 'Pagamento recusado: Transação não autorizada pelo emissor do cartão.',
  },
}

function Interactive(args: PlanChangeDialogProps) {
  const [selected, setSelected] = useState<string | null>(null)
  return (
    <PlanChangeDialog
      {...args}
      open={undefined}
      trigger={<Button variant="outline">Trocar de plano</Button>}
      selectedPlanId={selected}
      onSelect={setSelected}
      quote={selected ? downgrade : { status: 'none' }}
    />
  )
}

/** Opened from its trigger and driven by keyboard only. */
export const Keyboard: Story = {
  render: (args) => <Interactive {...args} />,
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('button', { name: 'Trocar de plano' }).focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await settledDialog('alertdialog')
    const essencial = within(dialog).getByRole('radio', { name: /Essencial/ })
    essencial.focus()
    await userEvent.keyboard(' ')
    await expect(essencial).toBeChecked()
    await expect(within(dialog).getByRole('button', { name: 'Agendar troca' })).toBeEnabled()
  },
}
