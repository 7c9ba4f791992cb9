import { SECURITY_MESSAGES } from '@atendimento/domain/schemas/account'
import { PASSWORD_MESSAGES } from '@atendimento/domain/schemas/auth'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { ChangePasswordForm } from './change-password-form.tsx'

interface Args {
  mode: 'recovery' | 'authenticated'
  email: string
  code: string
  onSubmit: (values: unknown) => void
  onCancel?: () => void
  busy?: boolean
  error?: string
}

/** Stories take flat args; the component's props are a union by mode. */
function ChangePassword({ mode, email, code, ...props }: Args) {
  return mode === 'recovery' ? (
    <ChangePasswordForm mode="recovery" email={email} code={code} {...props} />
  ) : (
    <ChangePasswordForm mode="authenticated" {...props} />
  )
}

const meta = {
  title: 'UI/Forms/ChangePasswordForm',
  component: ChangePassword,
  args: { mode: 'recovery', email: 'ana@exemplo.com.br', code: 'AB12CD', onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof ChangePassword>

export default meta
type Story = StoryObj<typeof meta>

/** Anonymous: email and code from the link, read-only. */
export const Recovery: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('readonly')
    await userEvent.type(canvas.getByLabelText('Nova senha'), 'nova123')
    await userEvent.type(canvas.getByLabelText('Confirmar nova senha'), 'nova123')
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar senha' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'ana@exemplo.com.br',
      code: 'AB12CD',
      password: 'nova123',
      confirmPassword: 'nova123',
    })
  },
}

export const RecoveryMismatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Nova senha'), 'nova123')
    await userEvent.type(canvas.getByLabelText('Confirmar nova senha'), 'nova124')
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar senha' }))
    await expect(canvas.getByText(PASSWORD_MESSAGES.mismatch)).toBeVisible()
  },
}

/** Signed in ('Editar senha' and the Segurança tab): every message of the security panel. */
export const Authenticated: Story = {
  args: { mode: 'authenticated', onCancel: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar senha' }))
    await expect(canvas.getByText(SECURITY_MESSAGES.current)).toBeVisible()
    await expect(canvas.getByText(SECURITY_MESSAGES.newRequired)).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Nova senha'), '123')
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar senha' }))
    await expect(canvas.getByText(SECURITY_MESSAGES.newTooShort)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }))
    if (args.onCancel) await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

export const AuthenticatedSubmit: Story = {
  args: { mode: 'authenticated' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Senha atual'), 'antiga1')
    await userEvent.type(canvas.getByLabelText('Nova senha'), 'nova123')
    await userEvent.type(canvas.getByLabelText('Confirmar nova senha'), 'nova123')
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar senha' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      password: 'antiga1',
      newPassword: 'nova123',
      confirmNewPassword: 'nova123',
    })
  },
}

/** Signed in, untouched: current, new and confirmation, with Cancelar. */
export const AuthenticatedIdle: Story = {
  tags: ['visual'],
  args: { mode: 'authenticated', onCancel: fn() },
}

export const ServerError: Story = {
  tags: ['visual'],
  args: { error: 'Erro ao alterar senha' },
}

export const Loading: Story = { args: { busy: true } }

export const Light: Story = { globals: { theme: 'light' }, args: { mode: 'authenticated' } }
