import { DEMO } from '@atendimento/mocks/fixtures/people'
import { refuse } from '@atendimento/mocks/responder'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { RouteStory } from '../account/route-story.tsx'

const meta = {
  title: 'Screens/Conta/Login',
  component: RouteStory,
  args: { url: '/login' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RouteStory>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Entrar' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Esqueci minha senha' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Criar conta' })).toBeVisible()
  },
}

/** Submitting with a blank field: 'Campos obrigatórios: Preencha email e senha'. */
export const MissingFields: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Entrar' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Campos obrigatórios: Preencha email e senha',
    )
  },
}

/** A wrong password: the 'Erro no login' toast with the server's message. */
export const WrongPassword: Story = {
  beforeEach({ msw }) {
    msw.use(...refuse('login', 401, 'badCredentials'))
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^Email/), DEMO.email)
    await userEvent.type(canvas.getByLabelText(/^Senha/), 'senha-errada')
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }))
    const body = canvasElement.ownerDocument.body
    await waitFor(() => expect(body).toHaveTextContent('Erro no login'))
  },
}
