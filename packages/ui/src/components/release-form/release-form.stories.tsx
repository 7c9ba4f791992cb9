import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { ReleaseForm } from './release-form.tsx'

const meta = {
  title: 'UI/ReleaseForm',
  component: ReleaseForm,
  args: { onSubmit: fn(), onCancel: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof ReleaseForm>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = { tags: ['visual'] }

export const InvalidFields: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Revisar e publicar' }))
    await expect(
      await canvas.findByText('Escreva ao menos uma nota, em qualquer das três listas'),
    ).toBeVisible()
  },
}

export const Refused: Story = {
  args: { error: 'Versão recusada: O arquivo de Linux está sem o sha512 (base64)' },
}
