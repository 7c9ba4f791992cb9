import { PROFILE_MESSAGES } from '@atendimento/domain/schemas/account'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { EMAIL_CHANGE_HINT, ProfileForm, type ProfileValues } from './profile-form.tsx'

const profile: ProfileValues = {
  name: 'Ana Souza',
  email: 'ana@exemplo.com.br',
  phone: '11987654321',
  document: '52998224725',
  zipCode: '01310100',
  state: 'SP',
  city: 'São Paulo',
  neighborhood: 'Bela Vista',
  address: 'Avenida Paulista',
  addressNumber: '1000',
  complement: '',
}

const meta = {
  title: 'UI/Forms/ProfileForm',
  component: ProfileForm,
  args: { profile, onSave: fn(async () => undefined) },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
  parameters: { screenshot: { height: 760 } },
} satisfies Meta<typeof ProfileForm>

export default meta
type Story = StoryObj<typeof meta>

export const ReadOnly: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('(11)98765-4321')).toBeVisible()
    await expect(canvas.getByText('529.982.247-25')).toBeVisible()
  },
}

export const Editing: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }))
    const name = canvas.getByLabelText('Nome')
    await userEvent.clear(name)
    await userEvent.type(name, ' Ana Maria Souza ')
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Ana Maria Souza', phone: '11987654321' }),
    )
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Editar' })).toBeVisible())
  },
}

export const Required: Story = {
  args: { defaultEditing: true, profile: { name: '', email: '', phone: '', document: '' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    const { currentPassword: _onlyForANewEmail, ...required } = PROFILE_MESSAGES
    for (const message of Object.values(required)) {
      await expect(canvas.getByText(message)).toBeVisible()
    }
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const NewEmail: Story = {
  args: { defaultEditing: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByLabelText(/Senha atual/)).toBeNull()
    const email = canvas.getByLabelText(/^Email/)
    await userEvent.clear(email)
    await userEvent.type(email, 'ana.nova@exemplo.com.br')
    await expect(canvas.getByText(EMAIL_CHANGE_HINT)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await expect(canvas.getByText(PROFILE_MESSAGES.currentPassword)).toBeVisible()
    await expect(args.onSave).not.toHaveBeenCalled()
    await userEvent.type(canvas.getByLabelText(/^Senha atual/), 'senha123')
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'ana.nova@exemplo.com.br', currentPassword: 'senha123' }),
    )
  },
}

export const Cancel: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }))
    await expect(canvas.getByRole('button', { name: 'Editar' })).toBeVisible()
  },
}

export const Saving: Story = { args: { defaultEditing: true, busy: true } }

export const ServerError: Story = {
  tags: ['visual'],
  args: { defaultEditing: true, error: 'Erro inesperado ao atualizar perfil' },
}

export const Light: Story = { globals: { theme: 'light' }, args: { defaultEditing: true } }
