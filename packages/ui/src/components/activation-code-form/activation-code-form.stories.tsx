import { DEVICE_MESSAGES } from '@atendimento/domain/schemas/device'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { ActivationCodeForm } from './activation-code-form.tsx'

const meta = {
  title: 'UI/Forms/ActivationCodeForm',
  component: ActivationCodeForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '26rem' }}>{Story()}</div>],
} satisfies Meta<typeof ActivationCodeForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const field = canvas.getByLabelText(/Código mostrado no aplicativo/)
    await userEvent.type(field, 'bcdfghjk')
    await expect(field).toHaveValue('BCDF-GHJK')
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ userCode: 'BCDFGHJK' })
  },
}

export const FromTheLink: Story = {
  tags: ['visual'],
  args: { defaultCode: 'wdjb-mjht' },
}

export const TooShort: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/Código mostrado no aplicativo/), 'BCDF')
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }))
    await expect(canvas.getByText(DEVICE_MESSAGES.userCodeShape)).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Refused: Story = {
  tags: ['visual'],
  args: {
    defaultCode: 'BCDF-GHJK',
    error:
      'Código inválido ou expirado. Confira o código mostrado no aplicativo ou peça um novo por lá.',
  },
}

export const Searching: Story = { args: { defaultCode: 'BCDF-GHJK', busy: true } }
