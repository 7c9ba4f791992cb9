import { EMAIL_MESSAGES } from '@atendimento/domain/schemas/fields'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { ForgotPasswordForm } from './forgot-password-form.tsx'

const meta = {
  title: 'UI/Forms/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '26rem' }}>{Story()}</div>],
} satisfies Meta<typeof ForgotPasswordForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'ana@exemplo.com.br')
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ana@exemplo.com.br' })
  },
}

export const Required: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }))
    await expect(canvas.getByText(EMAIL_MESSAGES.required)).toBeVisible()
  },
}

export const InvalidEmail: Story = {
  args: { defaultEmail: 'ana@' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }))
    await expect(canvas.getByText(EMAIL_MESSAGES.invalid)).toBeVisible()
    // The error clears as soon as the field is edited.
    await userEvent.type(canvas.getByLabelText('Email'), 'exemplo.com')
    await expect(canvas.queryByText(EMAIL_MESSAGES.invalid)).not.toBeInTheDocument()
  },
}

export const ServerError: Story = {
  tags: ['visual'],
  args: { error: 'Erro ao enviar email (404)', defaultEmail: 'ana@exemplo.com.br' },
}

export const Loading: Story = { args: { busy: true, defaultEmail: 'ana@exemplo.com.br' } }

export const Light: Story = { globals: { theme: 'light' } }
