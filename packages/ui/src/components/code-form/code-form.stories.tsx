import { CODE_MESSAGE } from '@atendimento/domain/schemas/auth'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { CodeForm } from './code-form.tsx'

const meta = {
  title: 'UI/Forms/CodeForm',
  component: CodeForm,
  args: { email: 'ana@exemplo.com.br', onSubmit: fn(), onResend: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '26rem' }}>{Story()}</div>],
} satisfies Meta<typeof CodeForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Caractere 1 de 6' }))
    await userEvent.paste('ab12cd')
    await userEvent.click(canvas.getByRole('button', { name: 'Validar código' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'ana@exemplo.com.br',
      code: 'AB12CD',
    })
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar código' }))
    await expect(args.onResend).toHaveBeenCalledOnce()
  },
}

export const Incomplete: Story = {
  args: { defaultCode: 'AB1' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Validar código' }))
    await expect(canvas.getByText(CODE_MESSAGE)).toBeVisible()
  },
}

export const ServerError: Story = {
  tags: ['visual'],
  args: { error: 'Código inválido ou expirado', defaultCode: 'AB12CD' },
}

export const Loading: Story = { args: { busy: true, defaultCode: 'AB12CD' } }

export const Resending: Story = { args: { resending: true } }

export const Light: Story = { globals: { theme: 'light' }, args: { defaultCode: 'AB12' } }
