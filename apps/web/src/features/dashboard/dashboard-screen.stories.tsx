import { LIST_LOAD_MESSAGES } from '@atendimento/domain/messages'
import {
  ACTIVE_PROFISSIONAL,
  CANCELED_ESSENCIAL,
  CANCELED_STILL_RUNNING,
  DOWNGRADES_SCHEDULED,
  PAYMENTS_IN_EVERY_STATUS,
  PENDING_PROFISSIONAL,
  TRIALING_ESSENCIAL,
} from '@atendimento/mocks/fixtures/billing'
import { DEMO } from '@atendimento/mocks/fixtures/people'
import { answer } from '@atendimento/mocks/responder'
import { scenarios } from '@atendimento/mocks/scenarios'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { RouteStory } from '../account/route-story.tsx'

const meta = {
  title: 'Screens/Conta/Dashboard',
  component: RouteStory,
  args: { url: '/dashboard', session: 'cliente' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RouteStory>

export default meta
type Story = StoryObj<typeof meta>

export const Account: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dados pessoais' })).toBeVisible()
  },
}

export const AccountEditing: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar' }))
    await expect(await canvas.findByRole('button', { name: 'Salvar' })).toBeVisible()
    await expect(canvas.getByLabelText(/^CEP/)).toHaveValue('01310-100')
  },
}

export const Security: Story = {
  args: { url: '/dashboard?tab=security' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Alterar Senha' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await expect(await canvas.findByText('Digite sua senha atual')).toBeVisible()
    await expect(canvas.getByText('Digite sua nova senha')).toBeVisible()
  },
}

/** An active plan, a cancelled one and the payment history. */
export const Plans: Story = {
  args: { url: '/dashboard?tab=plans' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /Plano atual/ })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Assinaturas Canceladas' })).toBeVisible()
  },
}

/** No subscription yet: the grid of plans to subscribe. */
export const PlansGrid: Story = {
  args: { url: '/dashboard?tab=plans', session: 'novo' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Planos disponíveis' })).toBeVisible()
  },
}

/** Only cancelled subscriptions: the message that they can be reactivated. */
export const OnlyCanceled: Story = {
  args: { url: '/dashboard?tab=plans' },
  beforeEach({ msw }) {
    msw.use(...answer('listSubscriptions', [CANCELED_ESSENCIAL]))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Você tem assinaturas canceladas/)).toBeVisible()
  },
}

/**
 * Just cancelled, the paid period still running: the note says until when the app keeps
 * working, never 'Reative uma delas para voltar a usar' beside 'Acesso até'.
 */
export const CanceledStillRunning: Story = {
  args: { url: '/dashboard?tab=plans' },
  beforeEach({ msw }) {
    msw.use(...answer('listSubscriptions', [CANCELED_STILL_RUNNING]))
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/continua usando o aplicativo até 24\/12\/2099/),
    ).toBeVisible()
    await expect(canvas.getByText('Acesso até: 24/12/2099')).toBeVisible()
    await expect(canvas.queryByText(/voltar a usar o aplicativo/)).toBeNull()
  },
}

/** Awaiting payment and in trial: 'Continuar Pagamento'. */
export const PendingPayments: Story = {
  args: { url: '/dashboard?tab=plans' },
  beforeEach({ msw }) {
    msw.use(...answer('listSubscriptions', [PENDING_PROFISSIONAL, TRIALING_ESSENCIAL]))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Pagamentos Pendentes' })).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'Continuar Pagamento' })).toHaveLength(2)
  },
}

/** Every payment status label. */
export const Payments: Story = {
  args: { url: '/dashboard?tab=payments' },
  beforeEach({ msw }) {
    msw.use(...answer('listUserPayments', PAYMENTS_IN_EVERY_STATUS))
  },
  // Each payment is a card on phones and a table row from md up: one of the two is on screen.
  play: async ({ canvas }) => {
    const labels = await canvas.findAllByText('Reembolsado')
    await expect(labels.filter((label) => label.checkVisibility())).toHaveLength(1)
  },
}

/** The lists failed to load: logged only, the lists stay empty. */
export const LoadFailure: Story = {
  args: { url: '/dashboard?tab=plans' },
  beforeEach({ msw }) {
    msw.use(
      ...scenarios.unavailable('listSubscriptions'),
      ...scenarios.unavailable('listUserPayments'),
    )
  },
  // The lists say they failed, with 'Tentar novamente', instead of showing nothing to pay.
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(LIST_LOAD_MESSAGES.subscriptions)).toBeVisible()
    await expect(await canvas.findByText(LIST_LOAD_MESSAGES.payments)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Assinar Agora' })).toBeNull()
  },
}

export const Settings: Story = {
  args: { url: '/dashboard?tab=settings' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('switch', { name: 'Notificações por email' }),
    ).toBeVisible()
  },
}

/** 'Assinar Agora' opens the secure-payment modal with the card form. */
export const SecurePayment: Story = {
  args: { url: '/dashboard?tab=plans', session: 'novo' },
  play: async ({ canvas, userEvent }) => {
    const [first] = await canvas.findAllByRole('button', { name: 'Assinar Agora' })
    await userEvent.click(first as HTMLElement)
    await expect(await screen.findByRole('dialog', { name: 'Pagamento seguro' })).toBeVisible()
    await expect(screen.getByLabelText(/^Número do cartão/)).toBeVisible()
  },
}

/** The cancel dialog, with the 30-day data notice. */
export const CancelDialog: Story = {
  args: { url: '/dashboard?tab=plans' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar Assinatura' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar assinatura' })
    await expect(dialog).toHaveTextContent('30 dias')
  },
}

/** After a successful cancel: the dialog cannot be closed until it closes itself. */
export const CancelDone: Story = {
  args: { url: '/dashboard?tab=plans' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar Assinatura' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar assinatura' })
    const confirm = (await screen.findAllByRole('button', { name: 'Cancelar Assinatura' })).at(-1)
    await userEvent.click(confirm as HTMLElement)
    await waitFor(() => expect(dialog).toHaveTextContent('Assinatura cancelada!'))
  },
}

export const ReactivateDialog: Story = {
  args: { url: '/dashboard?tab=plans' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reativar Assinatura' }))
    await expect(
      await screen.findByRole('alertdialog', { name: 'Reativar assinatura' }),
    ).toBeVisible()
  },
}

/** The secure-payment modal with Pix: the code, its QR code and 'Copiar código'. */
export const SecurePaymentPix: Story = {
  args: { url: '/dashboard?tab=plans', session: 'novo' },
  play: async ({ canvas, userEvent }) => {
    const [first] = await canvas.findAllByRole('button', { name: 'Assinar Agora' })
    await userEvent.click(first as HTMLElement)
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento seguro' })
    await userEvent.click(within(dialog).getByText('Pix', { exact: true }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar código Pix' }))
    await expect(await within(dialog).findByRole('img', { name: 'QR code do Pix' })).toBeVisible()
  },
}

/** 'Atualizar cartão' on the active plan: the current card and a form that charges nothing. */
export const UpdateCard: Story = {
  args: { url: '/dashboard?tab=plans' },
  play: async ({ canvas, userEvent }) => {
    const current = await canvas.findByRole('region', { name: /Plano atual/ })
    await expect(within(current).getByText('Visa final 4444')).toBeVisible()
    await userEvent.click(within(current).getByRole('button', { name: 'Atualizar cartão' }))
    const dialog = await screen.findByRole('dialog', { name: 'Atualizar cartão' })
    await expect(dialog).toHaveTextContent('Nada é cobrado agora.')
  },
}

/** 'Ver recibo': the printable receipt of a paid payment. */
export const Receipt: Story = {
  args: { url: `/recibo/${DEMO.activeSubscriptionId}-cobranca-1` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('article', { name: 'Recibo de pagamento' }),
    ).toHaveTextContent('Visa final 4444')
    await expect(canvas.getByRole('button', { name: 'Imprimir recibo' })).toBeVisible()
  },
}

/** 'Trocar de plano': the quote of a downgrade, before anything is confirmed. */
export const PlanChangeDowngrade: Story = {
  args: { url: '/dashboard?tab=plans' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Trocar de plano' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Trocar de plano' })
    await userEvent.click(within(dialog).getByText(/^Essencial:/))
    await waitFor(() => expect(dialog).toHaveTextContent('Nada é cobrado agora.'))
  },
}

/** A downgrade waiting for the next billing date: on the card and in the history. */
export const PlanChangeScheduled: Story = {
  args: { url: '/dashboard?tab=plans' },
  beforeEach({ msw }) {
    const scheduled = DOWNGRADES_SCHEDULED['plano-essencial'] ?? ACTIVE_PROFISSIONAL
    msw.use(
      ...answer('listSubscriptions', [scheduled, CANCELED_ESSENCIAL], { after: 'changePlan' }),
    )
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Trocar de plano' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Trocar de plano' })
    await userEvent.click(within(dialog).getByText(/^Essencial:/))
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Agendar troca' }))
    await expect(await canvas.findByText(/Troca para o plano Essencial agendada/)).toBeVisible()
  },
}

/** 'Manter plano atual': the scheduled downgrade undone, the card loaded again without it. */
export const KeepCurrentPlan: Story = {
  args: { url: '/dashboard?tab=plans' },
  beforeEach({ msw }) {
    const scheduled = DOWNGRADES_SCHEDULED['plano-essencial'] ?? ACTIVE_PROFISSIONAL
    msw.use(
      ...answer('listSubscriptions', [ACTIVE_PROFISSIONAL, CANCELED_ESSENCIAL], {
        after: 'cancelScheduledChange',
      }),
      ...answer('listSubscriptions', [scheduled, CANCELED_ESSENCIAL]),
    )
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/Troca para o plano Essencial agendada/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Manter plano atual' }))
    await waitFor(() => expect(screen.getByText('Troca cancelada!')).toBeVisible())
    await waitFor(() =>
      expect(canvas.queryByText(/Troca para o plano Essencial agendada/)).not.toBeInTheDocument(),
    )
  },
}

/** 'Excluir conta permanentemente': the consequences and the password asked again. */
export const DeleteAccount: Story = {
  args: { url: '/dashboard?tab=settings' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Excluir conta permanentemente' }),
    )
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Excluir conta permanentemente',
    })
    await expect(dialog).toHaveTextContent('por 5 anos')
    await expect(within(dialog).getByLabelText(/Digite sua senha/)).toBeVisible()
  },
}
