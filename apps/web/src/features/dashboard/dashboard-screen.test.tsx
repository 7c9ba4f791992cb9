import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { LIST_LOAD_MESSAGES } from '@atendimento/domain/messages'
import { worker } from '@atendimento/mocks/browser'
import {
  CANCELED_ESSENCIAL,
  CANCELED_STILL_RUNNING,
  PAYMENTS_IN_EVERY_STATUS,
  PENDING_PROFISSIONAL,
  TRIALING_ESSENCIAL,
} from '@atendimento/mocks/fixtures/billing'
import { answer, refuse } from '@atendimento/mocks/responder'
import { scenarios } from '@atendimento/mocks/scenarios'
import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { renderRoute } from '../../testing/render-route.tsx'
import { rememberSession } from '../account/testing/session.ts'

beforeEach(() => vi.stubGlobal('RTCPeerConnection', undefined))
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

// The fixed world's demo customer: an active Profissional, a canceled Essencial, a payment
// history. Journeys that change the lists run on the real API (account-journeys.test.tsx).
describe('/dashboard', () => {
  it("shows 'Erro ao atualizar perfil' with the server's message once, in the form", async () => {
    worker.use(...scenarios.unavailable('updateProfile'))
    rememberSession()
    await renderRoute('/dashboard')
    await page.getByRole('button', { name: 'Editar' }).click()
    await page.getByRole('button', { name: 'Salvar' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Erro ao atualizar perfil' })
    await expect.element(alert).toBeVisible()
    await expect.element(alert.getByText(API_MESSAGES.restarting)).toBeVisible()
    expect(page.getByText('Erro ao atualizar perfil').elements()).toHaveLength(1)
    await expect.element(page.getByRole('button', { name: 'Salvar' })).toBeVisible()
  })

  it('keeps ?tab= in the URL and falls back to the account tab', async () => {
    rememberSession()
    const { router } = await renderRoute('/dashboard?tab=nada')
    await expect.element(page.getByRole('heading', { name: 'Minha Conta', level: 1 })).toBeVisible()
    await page.getByRole('link', { name: 'Segurança' }).click()
    await expect.poll(() => router.state.location.search).toEqual({ tab: 'security' })
    await expect.element(page.getByRole('heading', { name: 'Alterar Senha' })).toBeVisible()
    await page.getByRole('link', { name: 'Configurações' }).click()
    await expect.element(page.getByRole('switch', { name: 'Notificações por email' })).toBeVisible()
    await expect.element(page.getByRole('switch', { name: 'Relatórios semanais' })).toBeVisible()
    await expect
      .element(page.getByRole('button', { name: 'Excluir conta permanentemente' }))
      .toBeVisible()
  })

  it('highlights Planos e Pagamentos on the payments tab', async () => {
    rememberSession()
    await renderRoute('/dashboard?tab=payments')
    await expect
      .element(page.getByRole('link', { name: 'Planos e Pagamentos' }))
      .toHaveAttribute('aria-current', 'page')
    await expect
      .element(page.getByRole('heading', { name: 'Histórico de pagamentos' }))
      .toBeVisible()
  })

  it('filters the payment history with Todos, Pagos and Pendentes', async () => {
    const statuses: (string | null)[] = []
    worker.use(
      http.get('*/api/recurrence/user', ({ request }) => {
        statuses.push(new URL(request.url).searchParams.get('status'))
      }),
      ...answer('listUserPayments', ({ input }) =>
        PAYMENTS_IN_EVERY_STATUS.filter(
          (payment) => !input.query.status || payment.status === input.query.status,
        ),
      ),
    )
    rememberSession()
    await renderRoute('/dashboard?tab=payments')
    const history = page.getByRole('region', { name: 'Histórico de pagamentos' })
    // On this narrow page each payment is a card (the list comes before the desktop's table).
    const badge = (label: string) => history.getByText(label, { exact: true }).first()
    for (const label of ['Pago', 'Pendente', 'Falhou', 'Cancelado', 'Reembolsado']) {
      await expect.element(badge(label)).toBeVisible()
    }
    await history.getByRole('button', { name: 'Pendentes' }).click()
    await expect.element(badge('Pago')).not.toBeInTheDocument()
    await expect.element(badge('Pendente')).toBeVisible()
    await history.getByRole('button', { name: 'Pagos' }).click()
    // The pending list leaves while the paid one loads: the paid badge shows once it came.
    await expect.element(badge('Pago')).toBeVisible()
    await expect.element(badge('Pendente')).not.toBeInTheDocument()
    // Each filter asked the server for its own list, in order. Once, under CI's load, the first
    // list was asked for twice in a row; a repeated load is not what this test is about.
    const asked = statuses.filter((status, index) => index === 0 || status !== statuses[index - 1])
    expect(asked).toEqual([null, 'pending', 'paid'])
  })

  it("shows each payment's method and opens a paid one's printable receipt with 'Ver recibo'", async () => {
    rememberSession()
    const { router } = await renderRoute('/dashboard?tab=payments')
    const history = page.getByRole('region', { name: 'Histórico de pagamentos' })
    await expect.element(history.getByText('Visa final 4444').first()).toBeVisible()
    await history
      .getByRole('link', { name: /^Ver recibo/ })
      .first()
      .click()
    await expect.poll(() => router.state.location.pathname).toMatch(/^\/recibo\//)
    const sheet = page.getByRole('article', { name: 'Recibo de pagamento' })
    await expect.element(sheet).toBeVisible()
    await expect.element(sheet.getByText('Visa final 4444')).toBeVisible()
    await expect.element(sheet.getByText(/CNPJ 11\.222\.333\/0001-81/)).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Imprimir recibo' })).toBeVisible()
  })

  it('lists pending and trial subscriptions with Continuar Pagamento', async () => {
    worker.use(...answer('listSubscriptions', [PENDING_PROFISSIONAL, TRIALING_ESSENCIAL]))
    rememberSession()
    await renderRoute('/dashboard?tab=plans')
    const pending = page.getByRole('region', { name: 'Pagamentos Pendentes' })
    await expect.element(pending.getByText(/Aguardando pagamento/)).toBeVisible()
    await expect.element(pending.getByText(/Período de teste/)).toBeVisible()
    await expect.element(page.getByRole('heading', { name: 'Planos disponíveis' })).toBeVisible()
    await pending.getByRole('button', { name: 'Continuar Pagamento' }).first().click()
    await expect.element(page.getByRole('dialog', { name: 'Pagamento seguro' })).toBeVisible()
  })

  it("says 'Data não disponível' for a cancellation without a date", async () => {
    worker.use(...answer('listSubscriptions', [{ ...CANCELED_ESSENCIAL, canceledAt: null }]))
    rememberSession()
    await renderRoute('/dashboard?tab=plans')
    await expect.element(page.getByText('Cancelada em: Data não disponível')).toBeVisible()
    await expect.element(page.getByText('Acesso até: 11/08/2025')).toBeVisible()
    await expect.element(page.getByText(/Você tem assinaturas canceladas/)).toBeVisible()
  })

  it('after cancelling, says until when the app keeps working, not to reactivate to use it again', async () => {
    worker.use(...answer('listSubscriptions', [CANCELED_STILL_RUNNING]))
    rememberSession()
    await renderRoute('/dashboard?tab=plans')
    await expect.element(page.getByText('Acesso até: 24/12/2099')).toBeVisible()
    await expect
      .element(page.getByText(/continua usando o aplicativo até 24\/12\/2099/))
      .toBeVisible()
    expect(page.getByText(/voltar a usar o aplicativo/).elements()).toHaveLength(0)
  })

  it("shows 'Erro ao cancelar assinatura' with the server's message", async () => {
    worker.use(...scenarios.unavailable('cancelSubscription'))
    rememberSession()
    await renderRoute('/dashboard?tab=plans')
    await page.getByRole('button', { name: 'Cancelar Assinatura' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Cancelar assinatura' })
    await dialog.getByRole('button', { name: 'Cancelar Assinatura' }).click()
    await expect.element(page.getByText('Erro ao cancelar assinatura')).toBeVisible()
    await expect.element(dialog.getByRole('button', { name: 'Manter assinatura' })).toBeEnabled()
  })

  it('logs a failed load and says so with Tentar novamente, offering no plan meanwhile', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    worker.use(...scenarios.unavailable('listSubscriptions'))
    rememberSession()
    await renderRoute('/dashboard?tab=plans')
    await expect
      .element(page.getByRole('alert').filter({ hasText: LIST_LOAD_MESSAGES.subscriptions }))
      .toBeVisible()
    expect(page.getByRole('heading', { name: 'Planos disponíveis' }).elements()).toHaveLength(0)
    expect(page.getByRole('button', { name: 'Assinar Agora' }).elements()).toHaveLength(0)
    await expect.poll(() => logged.mock.calls.length).toBeGreaterThan(0)
    logged.mockRestore()
  })

  it('Sair ends the session and goes home', async () => {
    rememberSession()
    const { router } = await renderRoute('/dashboard')
    await page.getByRole('button', { name: 'Sair' }).click()
    await expect.poll(() => router.state.location.pathname).toBe('/')
    expect(localStorage.getItem('auth_token')).toBeNull()
  })

  it('saves a notification switch for the account', async () => {
    rememberSession()
    await renderRoute('/dashboard?tab=settings')
    const reports = page.getByRole('switch', { name: 'Relatórios semanais' })
    await expect.element(reports).toBeEnabled()
    await expect.element(reports).not.toBeChecked()
    // The switch's input is visually hidden: a person clicks its label.
    await page.getByText('Relatórios semanais').click()
    await expect.element(page.getByText('Preferências salvas!')).toBeVisible()
    await expect.element(reports).toBeChecked()
  })

  it("keeps the plan-change dialog open with the server's message when the change is refused", async () => {
    worker.use(...refuse('changePlan', 409, 'planChangeNotActive'))
    rememberSession()
    await renderRoute('/dashboard?tab=plans')
    await page.getByRole('button', { name: 'Trocar de plano' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Trocar de plano' })
    await dialog.getByText(/Essencial: R\$\s49,90 por mês/).click()
    await dialog.getByRole('button', { name: 'Agendar troca' }).click()
    await expect.element(dialog.getByText('Só o plano ativo pode ser trocado.')).toBeVisible()
    await expect.element(dialog.getByRole('button', { name: 'Manter plano atual' })).toBeEnabled()
  })
})
