import { MOCK_CEPS } from '@atendimento/mocks/cep'
import { scenarios } from '@atendimento/mocks/scenarios'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { RouteStory } from '../account/route-story.tsx'

const meta = {
  title: 'Screens/Conta/Registro',
  component: RouteStory,
  args: { url: '/registro' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RouteStory>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Criar conta' })).toBeVisible()
    await expect(canvas.getByRole('radio', { name: 'Masculino' })).toBeChecked()
    await expect(canvas.getByRole('button', { name: 'Criar conta' })).toBeDisabled()
  },
}

/** A complete CEP fills the address on blur ('Endereço encontrado!'). */
export const CepFound: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^CEP/), MOCK_CEPS.paulista)
    await userEvent.tab()
    await waitFor(() => expect(canvas.getByLabelText(/^Cidade/)).toHaveValue('São Paulo'))
    await expect(canvas.getByLabelText(/^Endereço\*?$/)).toHaveValue('Avenida Paulista')
  },
}

/** Both CEP services fail: 'Erro ao buscar CEP'. */
export const CepError: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.cepNetworkError(), ...scenarios.cepFallbackError())
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^CEP/), MOCK_CEPS.se)
    await userEvent.tab()
    const body = canvasElement.ownerDocument.body
    await waitFor(() => expect(body).toHaveTextContent('Erro ao buscar CEP'))
  },
}

/** The passwords differ: the warning shows and submit stays disabled. */
export const PasswordsDiffer: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^Senha\*?$/), 'segredo1')
    await userEvent.type(canvas.getByLabelText(/^Confirmar senha/), 'segredo2')
    await userEvent.click(canvas.getByRole('checkbox', { name: /Li e aceito/ }))
    await expect(canvas.getByText('As senhas não coincidem')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Criar conta' })).toBeDisabled()
  },
}

/** Submitted empty: every field's message, and the 'Endereço obrigatório' alert. */
export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^Senha\*?$/), 'segredo1')
    await userEvent.type(canvas.getByLabelText(/^Confirmar senha/), 'segredo1')
    await userEvent.click(canvas.getByRole('checkbox', { name: /Li e aceito/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }))
    await expect(await canvas.findByText('Nome é obrigatório')).toBeVisible()
    await expect(canvas.getByText('Telefone é obrigatório')).toBeVisible()
  },
}
