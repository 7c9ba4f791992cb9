import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { ACTIVATION_FIXTURE } from '@atendimento/mocks/fixtures/devices'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect } from 'storybook/test'
import { RouteStory } from '../account/route-story.tsx'

const meta = {
  title: 'Screens/Conta/Computadores',
  component: RouteStory,
  args: { url: '/ativar?codigo=WDJB-MJHT', session: 'cliente' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RouteStory>

export default meta
type Story = StoryObj<typeof meta>

/** The QR code's link: the request shows at once; every seat is taken, one can be freed here. */
export const ActivateFromTheLink: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('PC do caixa')).toBeVisible()
    await expect(canvas.getByText('Todos os computadores do seu plano estão em uso')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Conectar este computador' })).toBeDisabled()
  },
}

/** A free seat: 'Conectar este computador' connects it. */
export const ActivateAndConnect: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/user/activation', () =>
        HttpResponse.json({
          message: API_MESSAGES.activationFound,
          data: { ...ACTIVATION_FIXTURE, seats: { used: 1, max: 2 } },
        }),
      ),
    )
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Conectar este computador' }))
    await expect(await canvas.findByText('Computador conectado!')).toBeVisible()
  },
}

/** No code in the link: the field for it. A wrong code gets the API's one message. */
export const ActivateTypingTheCode: Story = {
  args: { url: '/ativar' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/Código mostrado no aplicativo/), 'bcdfghjk')
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }))
    await expect(await canvas.findByText(API_MESSAGES.activationCodeRefused)).toBeVisible()
  },
}

/** The dashboard's 'Computadores' tab. */
export const DevicesTab: Story = {
  args: { url: '/dashboard?tab=devices' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 de 2 computadores em uso')).toBeVisible()
    await expect(
      canvas.getByRole('button', { name: 'Desconectar Notebook da recepção' }),
    ).toBeVisible()
  },
}
