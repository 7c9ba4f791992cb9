import { AUDIT_AFTER_REFUND, NO_CUSTOMERS } from '@atendimento/mocks/fixtures/admin'
import { DEMO } from '@atendimento/mocks/fixtures/people'
import { answer, refuse } from '@atendimento/mocks/responder'
import { scenarios } from '@atendimento/mocks/scenarios'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, within } from 'storybook/test'
import { RouteStory } from '../account/route-story.tsx'

const meta = {
  title: 'Screens/Administração',
  component: RouteStory,
  args: { url: '/admin', session: 'operador' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RouteStory>

export default meta
type Story = StoryObj<typeof meta>

const customerUrl = `/admin?aba=clientes&cliente=${DEMO.userId}`

/** Visão geral: MRR, subscribers, churn, the 30-day chart and what is pending. */
export const Overview: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('MRR')).toBeVisible()
    await expect(canvas.getByRole('img', { name: /Receita dos últimos 30 dias/ })).toBeVisible()
  },
}

export const OverviewLoading: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.slow('adminOverview'))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Carregando os números…')).toBeInTheDocument()
  },
}

export const OverviewError: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.serverError('adminOverview'))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Não foi possível carregar os números.')).toBeVisible()
  },
}

export const Customers: Story = {
  args: { url: '/admin?aba=clientes' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Mariana Costa' })).toBeVisible()
  },
}

export const CustomersLoading: Story = {
  args: { url: '/admin?aba=clientes' },
  beforeEach({ msw }) {
    msw.use(...scenarios.slow('adminListCustomers'))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Carregando clientes…')).toBeInTheDocument()
  },
}

export const CustomersEmpty: Story = {
  args: { url: '/admin?aba=clientes&q=ninguem-com-este-nome' },
  beforeEach({ msw }) {
    msw.use(...answer('adminListCustomers', NO_CUSTOMERS))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhum cliente encontrado')).toBeVisible()
  },
}

export const CustomersError: Story = {
  args: { url: '/admin?aba=clientes' },
  beforeEach({ msw }) {
    msw.use(...scenarios.serverError('adminListCustomers'))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Não foi possível carregar os clientes.')).toBeVisible()
  },
}

/** A customer's page: profile, subscriptions, payments and e-mails, each with its actions. */
export const Customer: Story = {
  args: { url: customerUrl },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Mariana Costa' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'E-mails enviados' })).toBeVisible()
  },
}

export const CustomerLoading: Story = {
  args: { url: customerUrl },
  beforeEach({ msw }) {
    msw.use(...scenarios.slow('adminGetCustomer'))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Carregando o cliente…')).toBeInTheDocument()
  },
}

async function openDialog(
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
  button: string,
) {
  await canvas.findByRole('heading', { name: 'Mariana Costa' })
  const [first] = canvas.getAllByRole('button', { name: button })
  if (first) await userEvent.click(first)
  return screen.findByRole('alertdialog')
}

export const RefundDialog: Story = {
  args: { url: customerUrl },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, 'Reembolsar')
    await expect(within(dialog).getByText(/Não há como desfazer/)).toBeVisible()
  },
}

/** Confirmed: the payment shows 'Reembolsado' and the audit log has the refund. */
export const RefundDone: Story = {
  args: { url: customerUrl },
  beforeEach({ msw }) {
    msw.use(...answer('adminListAudit', AUDIT_AFTER_REFUND, { after: 'adminRefundPayment' }))
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, 'Reembolsar')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reembolsar' }))
    await expect(await canvas.findAllByText('Reembolsado')).not.toHaveLength(0)
    // The page behind the dialog is reachable again once the dialog has closed.
    await userEvent.click(await canvas.findByRole('link', { name: 'Auditoria' }))
    await expect(await canvas.findByRole('cell', { name: 'Pagamento reembolsado' })).toBeVisible()
  },
}

export const RefundFailed: Story = {
  args: { url: customerUrl },
  beforeEach({ msw }) {
    msw.use(...refuse('adminRefundPayment', 502, 'refundFailed'))
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, 'Reembolsar')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reembolsar' }))
    await expect(await within(dialog).findByText(/não confirmou o reembolso/)).toBeVisible()
  },
}

export const CancelDialog: Story = {
  args: { url: customerUrl },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, 'Cancelar')
    await expect(within(dialog).getByRole('button', { name: 'Cancelar assinatura' })).toBeVisible()
  },
}

export const ReactivateDialog: Story = {
  args: { url: customerUrl },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, 'Reativar')
    await expect(within(dialog).getByText(/cartão salvo é cobrado/)).toBeVisible()
  },
}

export const ResendDialog: Story = {
  args: { url: customerUrl },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, 'Reenviar')
    await expect(within(dialog).getByText(/Enviar de novo/)).toBeVisible()
  },
}

export const Plans: Story = {
  args: { url: '/admin?aba=planos' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Editar Essencial' })).toBeVisible()
  },
}

export const PlanEditDialog: Story = {
  args: { url: '/admin?aba=planos' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar Essencial' }))
    await expect(await screen.findByLabelText('Preço (R$)')).toHaveValue('49,90')
  },
}

export const PlanDeactivateDialog: Story = {
  args: { url: '/admin?aba=planos' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Desativar Essencial' }))
    await expect(await screen.findByRole('alertdialog')).toBeVisible()
  },
}

export const PlansError: Story = {
  args: { url: '/admin?aba=planos' },
  beforeEach({ msw }) {
    msw.use(...scenarios.serverError('adminListPlans'))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Não foi possível carregar os planos.')).toBeVisible()
  },
}

export const AuditEmpty: Story = {
  args: { url: '/admin?aba=auditoria' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhuma ação registrada')).toBeVisible()
  },
}

export const AuditError: Story = {
  args: { url: '/admin?aba=auditoria' },
  beforeEach({ msw }) {
    msw.use(...scenarios.serverError('adminListAudit'))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Não foi possível carregar a auditoria.')).toBeVisible()
  },
}

/** Conciliação: what the daily comparison with Asaas found, each with what to do. */
export const Reconciliation: Story = {
  args: { url: '/admin?aba=conciliacao' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Diferenças com o Asaas' })
    await expect(within(table).getByText('Cobrança recorrente a mais no Asaas')).toBeVisible()
    await expect(within(table).getAllByRole('link', { name: 'Mariana Costa' })[0]).toBeVisible()
    await expect(canvas.getByText(/Última conciliação em/)).toBeVisible()
  },
}

export const ReconciliationLoading: Story = {
  args: { url: '/admin?aba=conciliacao' },
  beforeEach({ msw }) {
    msw.use(...scenarios.slow('adminReconciliation'))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Carregando a conciliação…')).toBeInTheDocument()
  },
}

export const ReconciliationError: Story = {
  args: { url: '/admin?aba=conciliacao' },
  beforeEach({ msw }) {
    msw.use(...scenarios.serverError('adminReconciliation'))
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Não foi possível carregar a conciliação.')).toBeVisible()
  },
}

/** A customer who opens /admin is sent to their own dashboard. */
export const CustomerSentAway: Story = {
  args: { session: 'cliente' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dados pessoais' })).toBeVisible()
  },
}
