import { LOGIN_REQUIRED_MESSAGE } from '@atendimento/domain/schemas/auth'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { LoginForm } from './login-form.tsx'

const meta = {
  title: 'UI/Forms/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '26rem' }}>{Story()}</div>],
  parameters: { screenshot: { height: 600 } },
} satisfies Meta<typeof LoginForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), '  Ana@Exemplo.com.br ')
    await userEvent.type(canvas.getByLabelText('Senha'), 'segredo123')
    await userEvent.click(canvas.getByText('Lembrar de mim'))
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'ana@exemplo.com.br',
      password: 'segredo123',
      rememberMe: true,
    })
    await expect(canvas.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute(
      'target',
      '_blank',
    )
  },
}

export const Required: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent(LOGIN_REQUIRED_MESSAGE)
    await expect(canvas.getByLabelText('Email')).toBeInvalid()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const ServerError: Story = {
  tags: ['visual'],
  args: { error: 'Email ou senha incorretos', defaultValues: { email: 'ana@exemplo.com.br' } },
}

export const Loading: Story = {
  args: { busy: true, defaultValues: { email: 'ana@exemplo.com.br', password: 'segredo123' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Entrando...' })).toBeDisabled()
  },
}

export const Light: Story = { globals: { theme: 'light' }, args: ServerError.args }
