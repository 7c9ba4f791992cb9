import { DEMO } from '@atendimento/mocks/fixtures/people'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RouteStory } from '../account/route-story.tsx'

const email = encodeURIComponent(DEMO.email)

const meta = {
  title: 'Screens/Conta/Recuperação de senha',
  component: RouteStory,
  args: { url: '/esqueci-senha' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RouteStory>

export default meta
type Story = StoryObj<typeof meta>

export const ForgotPassword: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible()
  },
}

export const ForgotPasswordInvalidEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^Email/), 'sem-arroba')
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }))
    await expect(await canvas.findByText('Email inválido')).toBeVisible()
  },
}

export const ValidateCode: Story = {
  args: { url: `/validar-codigo?email=${email}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Validar código' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Caractere 1 de 6' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Reenviar código' })).toBeVisible()
  },
}

export const ValidateCodeIncomplete: Story = {
  args: { url: `/validar-codigo?email=${email}` },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Validar código' }))
    await expect(await canvas.findByText('Digite o código de 6 caracteres')).toBeVisible()
  },
}

export const NewPasswordWithCode: Story = {
  args: { url: `/alterar-senha?email=${email}&code=${DEMO.recoveryCode}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Criar nova senha' })).toBeVisible()
    await expect(canvas.getByLabelText(/^Código/)).toHaveValue(DEMO.recoveryCode)
  },
}

export const EditPasswordSignedIn: Story = {
  args: { url: '/alterar-senha', session: 'cliente' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Editar senha' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar senha' }))
    await expect(await canvas.findByText('Digite sua senha atual')).toBeVisible()
  },
}
