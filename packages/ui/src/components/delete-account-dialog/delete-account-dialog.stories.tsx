import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, within } from 'storybook/test'
import { settledDialog } from '../../testing/settled-dialog.ts'
import { Button } from '../button/button.tsx'
import { DeleteAccountDialog, type DeleteAccountDialogProps } from './delete-account-dialog.tsx'

const meta = {
  title: 'UI/DeleteAccountDialog',
  component: DeleteAccountDialog,
  args: {
    open: true,
    password: '',
    onPasswordChange: fn(),
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  parameters: { screenshot: { height: 720 } },
} satisfies Meta<typeof DeleteAccountDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Every consequence is stated before the password is asked. */
export const Open: Story = {
  tags: ['visual'],
  play: async () => {
    const dialog = await settledDialog('alertdialog', { name: 'Excluir conta permanentemente' })
    await expect(dialog).toHaveTextContent('canceladas no provedor de pagamento')
    await expect(dialog).toHaveTextContent('dados pessoais')
    await expect(dialog).toHaveTextContent('por 5 anos')
    await expect(dialog).toHaveTextContent('todas as sessões são encerradas')
    await expect(within(dialog).getByLabelText(/Digite sua senha/)).toHaveAttribute(
      'autocomplete',
      'current-password',
    )
  },
}

export const PasswordMissing: Story = {
  args: { passwordError: 'Digite sua senha para confirmar a exclusão' },
  play: async () => {
    const dialog = await settledDialog('alertdialog')
    await expect(within(dialog).getByLabelText(/Digite sua senha/)).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  },
}

export const WrongPassword: Story = {
  args: { password: 'errada', error: 'Senha incorreta. A conta não foi excluída.' },
}

export const Deleting: Story = {
  args: { password: 'segredo123', busy: true },
  play: async ({ userEvent }) => {
    const dialog = await settledDialog('alertdialog')
    await expect(within(dialog).getByRole('button', { name: 'Excluindo...' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect(dialog).toBeVisible()
  },
}

function Controlled(args: DeleteAccountDialogProps) {
  const [password, setPassword] = useState('')
  return (
    <DeleteAccountDialog
      {...args}
      open={undefined}
      trigger={<Button variant="danger">Excluir conta permanentemente</Button>}
      password={password}
      onPasswordChange={setPassword}
    />
  )
}

/** Enter in the password field confirms, like the button. */
export const ConfirmWithEnter: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir conta permanentemente' }))
    const dialog = await settledDialog('alertdialog')
    await userEvent.type(within(dialog).getByLabelText(/Digite sua senha/), 'segredo123{Enter}')
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}
