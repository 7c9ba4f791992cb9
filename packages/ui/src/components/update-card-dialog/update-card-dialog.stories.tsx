import { CARD_MESSAGES } from '@atendimento/domain/schemas/card'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { settledDialog } from '../../testing/settled-dialog.ts'
import { UPDATE_CARD_TEXTS, UpdateCardDialog } from './update-card-dialog.tsx'

const meta = {
  title: 'UI/UpdateCardDialog',
  component: UpdateCardDialog,
  args: {
    open: true,
    currentCard: 'Visa final 4444',
    onSubmit: fn(),
    onOpenChange: fn(),
    now: () => new Date('2026-11-22T12:00:00-03:00'),
  },
  parameters: { screenshot: { height: 900 } },
} satisfies Meta<typeof UpdateCardDialog>

export default meta
type Story = StoryObj<typeof meta>

/** The current card, the promise that nothing is charged, and the card form. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ args, userEvent }) => {
    const dialog = await settledDialog('dialog', { name: UPDATE_CARD_TEXTS.title })
    await expect(within(dialog).getByText(/Visa final 4444/)).toBeVisible()
    await expect(within(dialog).getByText(UPDATE_CARD_TEXTS.description)).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: UPDATE_CARD_TEXTS.submit }))
    await expect(within(dialog).getByText(CARD_MESSAGES.numberRequired)).toBeVisible()
    // A failed submit takes the focus to the first field to fix, as in every form of ours.
    await expect(within(dialog).getByLabelText(/^Nome do portador/)).toHaveFocus()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Saving: the dialog stays open. */
export const Saving: Story = {
  args: { busy: true },
  play: async ({ userEvent }) => {
    const dialog = await settledDialog('dialog', { name: UPDATE_CARD_TEXTS.title })
    await userEvent.keyboard('{Escape}')
    await expect(dialog).toBeVisible()
  },
}

/** The issuer refused the card: the refused-card message. */
export const Refused: Story = {
  args: {
    error: 'Pagamento recusado: Transação não autorizada pelo emissor do cartão.',
  },
  play: async () => {
    const dialog = await settledDialog('dialog', { name: UPDATE_CARD_TEXTS.title })
    await expect(within(dialog).getByText(/Transação não autorizada/)).toBeVisible()
  },
}

/** A subscription paid by Pix has no card yet: it moves to the card from now on. */
export const FromPix: Story = { args: { currentCard: undefined } }
