import { LIST_LOAD_MESSAGES } from '@atendimento/domain/messages'
import { scenarios } from '@atendimento/mocks/scenarios'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { SiteStory } from '../shell/testing/site-story.tsx'

const meta = {
  title: 'Screens/Site/Landing',
  component: SiteStory,
  args: { url: '/' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteStory>

export default meta
type Story = StoryObj<typeof meta>

/** The plans arrived: each with its price, first features and button to the checkout. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const plan = await canvas.findByRole('article', { name: 'Profissional' })
    await expect(within(plan).getByText('por mês')).toBeVisible()
    await expect(within(plan).getByRole('link', { name: 'Assinar Agora' })).toHaveAttribute(
      'href',
      '/subscribe/plano-profissional',
    )
  },
}

/** While the plan list loads: skeleton cards, announced once. */
export const PlansLoading: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.timeout('listPlans', { ms: 'infinite' }))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Carregando planos…')).toBeInTheDocument()
  },
}

/** The plan list failed: logged to the console, and said so in the list's place. */
export const PlansFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.serverError('listPlans'))
  },
  // Said with 'Tentar novamente', not an empty gap where the prices should be.
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: LIST_LOAD_MESSAGES.retry }),
    ).toBeVisible()
    await expect(canvas.getByText(LIST_LOAD_MESSAGES.plans)).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'Planos' })).toBeNull()
  },
}

/** Signed in: the header shows the user's menu and plans lead to the dashboard's plans tab. */
export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Mariana Costa' })).toBeVisible()
    const plan = await canvas.findByRole('article', { name: 'Essencial' })
    await waitFor(() =>
      expect(within(plan).getByRole('link', { name: 'Assinar Agora' })).toHaveAttribute(
        'href',
        '/dashboard?tab=plans',
      ),
    )
  },
}

/** A first visit: the cookie banner at the bottom. */
export const FirstVisit: Story = {
  args: { cookies: 'pending' },
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('region', { name: 'Sua privacidade' })
    for (const name of ['Personalizar', 'Rejeitar', 'Aceitar Todos', 'Fechar aviso de cookies']) {
      await expect(within(banner).getByRole('button', { name })).toBeVisible()
    }
  },
}

/** The 'Personalizar' panel of the cookie banner. */
export const CookiePreferences: Story = {
  args: { cookies: 'pending' },
  play: async ({ canvas, userEvent }) => {
    const banner = await canvas.findByRole('region', { name: 'Sua privacidade' })
    await userEvent.click(within(banner).getByRole('button', { name: 'Personalizar' }))
    const categories = await within(banner).findByRole('list', { name: 'Categorias de cookies' })
    await expect(within(categories).getByRole('switch', { name: /Essenciais/ })).toBeDisabled()
    await expect(within(banner).getByRole('button', { name: 'Salvar preferências' })).toBeVisible()
  },
}

/** The header's Produto menu, open. */
export const MenuOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Produto' }))
    await expect(canvas.getByRole('link', { name: 'Funcionalidades' })).toBeVisible()
  },
}

/** The FAQ with two answers open at once. */
export const FaqOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByText('Onde ficam os meus dados?'))
    await userEvent.click(canvas.getByText('Como funciona o pagamento?'))
    await expect(canvas.getByText(/Somente no seu computador/)).toBeVisible()
    await expect(
      canvas.getByText(/assinatura no cartão de crédito, cobrada a cada ciclo/),
    ).toBeVisible()
  },
}
