import { refusedMessage, SANDBOX_REFUSAL_REASONS } from '@atendimento/domain/contract/messages'
import { answer, refuse } from '@atendimento/mocks/responder'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { RouteStory } from '../account/route-story.tsx'

const meta = {
  title: 'Screens/Conta/Assinatura (checkout)',
  component: RouteStory,
  args: { url: '/subscribe/plano-profissional' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RouteStory>

export default meta
type Story = StoryObj<typeof meta>

export const PlanDetails: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Assinar o plano Profissional' }),
    ).toBeVisible()
    await expect(
      canvas.getByRole('navigation', { name: 'Etapas da assinatura' }),
    ).toHaveTextContent('Cadastro')
  },
}

/** Anonymous visitors sign up in the second step. */
export const Signup: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continuar' }))
    await expect(await canvas.findByLabelText(/^Nome completo/)).toBeVisible()
  },
}

/** Signed in: straight from the plan to the card. */
export const Payment: Story = {
  args: { url: '/subscribe/plano-essencial', session: 'novo' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continuar' }))
    await expect(await canvas.findByLabelText(/^Número do cartão/)).toBeVisible()
  },
}

/** The card form's messages. */
export const CardErrors: Story = {
  args: { url: '/subscribe/plano-essencial', session: 'novo' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continuar' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Pagar e assinar' }))
    await expect(await canvas.findByText('Nome do portador é obrigatório')).toBeVisible()
    await expect(canvas.getByText('CCV é obrigatório')).toBeVisible()
  },
}

/** An unknown plan: the 'Plano não encontrado' toast, then the landing. */
export const PlanNotFound: Story = {
  args: { url: '/subscribe/plano-inexistente' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: /atendimento/i }),
    ).toBeVisible()
    // The toast outlives the redirect.
    const body = within(canvasElement.ownerDocument.body)
    await waitFor(() => expect(body.getByText('Plano não encontrado')).toBeVisible())
  },
}

/** No peer connection in the story: the mocked lookup services answer the IP at once. */
function withoutPeerConnection() {
  const original = globalThis.RTCPeerConnection
  Object.defineProperty(globalThis, 'RTCPeerConnection', { value: undefined, configurable: true })
  return () => {
    Object.defineProperty(globalThis, 'RTCPeerConnection', { value: original, configurable: true })
  }
}

type PlayContext = Parameters<NonNullable<Story['play']>>[0]

async function payWith({ canvas, userEvent }: PlayContext, cardNumber: string) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Continuar' }))
  await userEvent.type(await canvas.findByLabelText(/^Nome do portador/), 'Rafael Lima')
  await userEvent.type(canvas.getByLabelText(/^Número do cartão/), cardNumber)
  await userEvent.type(canvas.getByLabelText(/^Mês/), '12')
  await userEvent.type(canvas.getByLabelText(/^Ano/), String(new Date().getFullYear() + 2))
  await userEvent.type(canvas.getByLabelText(/^CCV/), '123')
  await userEvent.click(canvas.getByRole('button', { name: 'Pagar e assinar' }))
}

/** A refused card: 'Erro no pagamento', and the form stays for another card. */
export const Refused: Story = {
  args: { url: '/subscribe/plano-essencial', session: 'novo' },
  beforeEach({ msw }) {
    msw.use(...refuse('createSubscription', 402, refusedMessage(SANDBOX_REFUSAL_REASONS.declined)))
    return withoutPeerConnection()
  },
  play: async (context) => {
    const { canvas, canvasElement } = context
    await payWith(context, '5184 0197 4037 3151')
    const body = within(canvasElement.ownerDocument.body)
    await waitFor(() => expect(body.getAllByText('Erro no pagamento')[0]).toBeVisible(), {
      timeout: 4000,
    })
    await expect(canvas.getByRole('button', { name: 'Pagar e assinar' })).toBeEnabled()
  },
}

/** An approved card: 'Pagamento Aprovado!'. */
export const Approved: Story = {
  args: { url: '/subscribe/plano-essencial', session: 'novo' },
  beforeEach: withoutPeerConnection,
  play: async (context) => {
    await payWith(context, '4444 4444 4444 4444')
    await waitFor(() => expect(context.canvas.getByText('Pagamento Aprovado!')).toBeVisible(), {
      timeout: 4000,
    })
  },
}

async function choosePix({ canvas, userEvent }: PlayContext) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Continuar' }))
  await userEvent.click(await canvas.findByText('Pix', { exact: true }))
}

/** Pix chosen: no card form, 'Gerar código Pix'. */
export const PixChosen: Story = {
  args: { url: '/subscribe/plano-essencial', session: 'novo' },
  play: async (context) => {
    await choosePix(context)
    await expect(context.canvas.queryByLabelText(/^Número do cartão/)).toBeNull()
    await expect(context.canvas.getByRole('button', { name: 'Gerar código Pix' })).toBeEnabled()
  },
}

/** The Pix issued: QR code, amount, countdown, the code and 'Copiar código'. */
export const PixIssued: Story = {
  args: { url: '/subscribe/plano-essencial', session: 'novo' },
  play: async (context) => {
    await choosePix(context)
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Gerar código Pix' }))
    await expect(await context.canvas.findByRole('img', { name: 'QR code do Pix' })).toBeVisible()
    await expect(context.canvas.getByRole('button', { name: 'Copiar código' })).toBeVisible()
  },
}

/** The status check answers paid: 'Pagamento Aprovado!'. */
export const PixPaid: Story = {
  args: { url: '/subscribe/plano-essencial', session: 'novo' },
  beforeEach({ msw }) {
    msw.use(...answer('pixStatus', ({ input }) => ({ pixId: input.body.pixId, status: 'paid' })))
  },
  play: async (context) => {
    await choosePix(context)
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Gerar código Pix' }))
    await waitFor(() => expect(context.canvas.getByText('Pagamento Aprovado!')).toBeVisible(), {
      timeout: 9000,
    })
  },
}

/** 'Já tem conta? Entrar': the signup step signs an existing customer in, in place. */
export const SignInInPlace: Story = {
  args: { url: '/subscribe/plano-essencial' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continuar' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Entrar' }))
    await expect(await canvas.findByRole('heading', { name: 'Entre na sua conta' })).toBeVisible()
    await userEvent.type(canvas.getByLabelText(/^Email/), 'novo@exemplo.com.br')
    await userEvent.type(canvas.getByLabelText(/^Senha/), 'senha123')
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }))
    await expect(await canvas.findByLabelText(/^Número do cartão/)).toBeVisible()
  },
}

/** Signed in with this plan already active: told at once, no card form. */
export const HasThisPlan: Story = {
  args: { url: '/subscribe/plano-profissional', session: 'cliente' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Você já assina este plano')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Continuar' })).toBeNull()
  },
}

/** Signed in with another plan active: 'Trocar de plano' in the dashboard is the way. */
export const HasOtherPlan: Story = {
  args: { url: '/subscribe/plano-essencial', session: 'cliente' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Você já tem um plano ativo')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Trocar de plano no painel' })).toBeVisible()
  },
}
