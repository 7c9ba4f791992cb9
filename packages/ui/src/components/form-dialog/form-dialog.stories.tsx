import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { settledDialog } from '../../testing/settled-dialog.ts'
import { Button } from '../button/button.tsx'
import { FormDialog } from './form-dialog.tsx'

const meta = {
  title: 'UI/FormDialog',
  component: FormDialog,
  args: {
    title: 'Novo plano',
    description: 'O plano entra à venda assim que for criado.',
    onClose: fn(),
    children: <Button>Criar plano</Button>,
  },
} satisfies Meta<typeof FormDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Titled by its heading, described by its text; Escape asks the screen to close it. */
export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await settledDialog('dialog', { name: 'Novo plano' })
    await expect(dialog).toHaveAccessibleDescription('O plano entra à venda assim que for criado.')
    await expect(within(dialog).getByRole('button', { name: 'Criar plano' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

/** Saving: Escape does nothing, so the request's answer is not lost with the dialog. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, userEvent }) => {
    const dialog = await settledDialog('dialog', { name: 'Novo plano' })
    await expect(dialog).toHaveAttribute('aria-busy', 'true')
    await userEvent.keyboard('{Escape}')
    await expect(dialog).toBeVisible()
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}
