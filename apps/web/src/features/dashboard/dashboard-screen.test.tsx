import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { LIST_LOAD_MESSAGES } from '@atendimento/domain/messages'
import { worker } from '@atendimento/mocks/browser'
import { scenarios } from '@atendimento/mocks/scenarios'
import { DEMO } from '@atendimento/mocks/store'
import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderRoute } from '../../testing/render-route.tsx'
import { field } from '../account/testing/locators.ts'
import { rememberMockSession } from '../account/testing/session.ts'

beforeEach(() => vi.stubGlobal('RTCPeerConnection', undefined))
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('/dashboard', () => {
  it('shows the profile read-only, edits it with Editar, Salvar and Cancelar', async () => {
    rememberMockSession()
    await renderRoute('/dashboard')
    await expect.element(page.getByRole('heading', { name: 'Minha Conta', level: 1 })).toBeVisible()
    await expect.element(page.getByText(DEMO.email)).toBeVisible()
    await expect
      .element(page.getByRole('link', { name: 'Minha Conta' }))
      .toHaveAttribute('aria-current', 'page')

    await page.getByRole('button', { name: 'Editar' }).click()
    await page.getByRole('button', { name: 'Cancelar' }).click()
    await expect.element(page.getByRole('button', { name: 'Editar' })).toBeVisible()

    await page.getByRole('button', { name: 'Editar' }).click()
    await expect.element(field('CEP')).toHaveValue('01310-100')
    await field('Nome').fill('')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect.element(page.getByText('Nome é obrigatório')).toBeVisible()
    await field('Nome').fill('  Mariana Souza  ')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect.element(page.getByText('Perfil atualizado!')).toBeVisible()
    await expect.element(page.getByText('Mariana Souza', { exact: true })).toBeVisible()
    expect(JSON.parse(localStorage.getItem('user_data') ?? '{}').name).toBe('Mariana Souza')
  })

  it('asks for the password to change the e-mail, keeps the old one until the link is opened', async () => {
    rememberMockSession()
    await renderRoute('/dashboard')
    await page.getByRole('button', { name: 'Editar' }).click()
    await field('Email').fill('mariana.nova@exemplo.com.br')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect
      .element(page.getByText('Digite sua senha atual para trocar o e-mail'))
      .toBeVisible()
    await field('Senha atual').fill(DEMO.password)
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect.element(page.getByText('Confirme o novo e-mail')).toBeVisible()
    await expect.element(page.getByText(DEMO.email)).toBeVisible()
  })

  it("shows 'Erro ao atualizar perfil' with the server's message once, in the form", async () => {
    worker.use(...scenarios.unavailable('updateProfile'))
    rememberMockSession()
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
    rememberMockSession()
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
    rememberMockSession()
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
      ...scenarios.paymentsWithStatus(['paid', 'pending', 'failed', 'canceled', 'refunded'], 1),
    )
    rememberMockSession()
    await renderRoute('/dashboard?tab=payments')
    const history = page.getByRole('region', { name: 'Histórico de pagamentos' })
    for (const label of ['Pago', 'Pendente', 'Falhou', 'Cancelado', 'Reembolsado']) {
      await expect.element(history.getByText(label, { exact: true })).toBeVisible()
    }
    await history.getByRole('button', { name: 'Pendentes' }).click()
    await expect.element(history.getByText('Pago', { exact: true })).not.toBeInTheDocument()
    await expect.element(history.getByText('Pendente', { exact: true })).toBeVisible()
    await history.getByRole('button', { name: 'Pagos' }).click()
    await expect.element(history.getByText('Pendente', { exact: true })).not.toBeInTheDocument()
    expect(statuses).toEqual([null, 'pending', 'paid'])
  })

  it("shows each payment's method and opens a paid one's printable receipt with 'Ver recibo'", async () => {
    rememberMockSession()
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

  it("updates the card with 'Atualizar cartão' without a new payment; a refused card says why", async () => {
    const payments: string[] = []
    worker.use(
      http.post('*/api/subscription/*', ({ request }) => {
        payments.push(request.url)
      }),
    )
    rememberMockSession()
    await renderRoute('/dashboard?tab=plans')
    const current = page.getByRole('region', { name: /Plano atual/ })
    await expect.element(current.getByText('Visa final 4444')).toBeVisible()
    await current.getByRole('button', { name: 'Atualizar cartão' }).click()
    const dialog = page.getByRole('dialog', { name: 'Atualizar cartão' })
    await dialog.getByLabelText('Nome do portador').fill('rafael lima')
    await dialog.getByLabelText('Número do cartão').fill('5184019740373151')
    await dialog.getByLabelText('Mês').fill('12')
    await dialog.getByLabelText('Ano').fill(String(new Date().getFullYear() + 2))
    await dialog.getByLabelText('CCV').fill('123')
    await dialog.getByRole('button', { name: 'Salvar cartão' }).click()
    await expect.element(dialog.getByText(/Transação não autorizada/)).toBeVisible()
    await dialog.getByLabelText('Número do cartão').fill('5555555555554444')
    await dialog.getByRole('button', { name: 'Salvar cartão' }).click()
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(current.getByText('Mastercard final 4444')).toBeVisible()
    expect(payments).toEqual([])
  })

  it('lists pending and trial subscriptions with Continuar Pagamento', async () => {
    worker.use(...scenarios.subscriptionsWithStatus(['pending', 'trialing']))
    rememberMockSession()
    await renderRoute('/dashboard?tab=plans')
    const pending = page.getByRole('region', { name: 'Pagamentos Pendentes' })
    await expect.element(pending.getByText(/Aguardando pagamento/)).toBeVisible()
    await expect.element(pending.getByText(/Período de teste/)).toBeVisible()
    await expect.element(page.getByRole('heading', { name: 'Planos disponíveis' })).toBeVisible()
    await pending.getByRole('button', { name: 'Continuar Pagamento' }).first().click()
    await expect.element(page.getByRole('dialog', { name: 'Pagamento seguro' })).toBeVisible()
  })

  it("says 'Data não disponível' for a cancellation without a date", async () => {
    worker.use(
      http.get('*/api/subscription', () =>
        Response.json({
          message: 'ok',
          data: [
            {
              _id: 's1',
              planId: { _id: 'plano-essencial', name: 'Essencial', price: 4990 },
              status: 'canceled',
              nextBillingDate: '2026-04-01T12:00:00.000Z',
              created_at: '2026-01-01T12:00:00.000Z',
              canceledAt: null,
            },
          ],
        }),
      ),
    )
    rememberMockSession()
    await renderRoute('/dashboard?tab=plans')
    await expect.element(page.getByText('Cancelada em: Data não disponível')).toBeVisible()
    await expect.element(page.getByText('Acesso até: 01/04/2026')).toBeVisible()
    await expect.element(page.getByText(/Você tem assinaturas canceladas/)).toBeVisible()
  })

  it('after cancelling, says until when the app keeps working, not to reactivate to use it again', async () => {
    worker.use(
      http.get('*/api/subscription', () =>
        Response.json({
          message: 'ok',
          data: [
            {
              _id: 's1',
              planId: { _id: 'plano-essencial', name: 'Essencial', price: 4990 },
              status: 'canceled',
              // Far ahead of any clock this test runs on: the paid period is still running.
              nextBillingDate: '2099-12-24T12:00:00.000Z',
              created_at: '2026-01-01T12:00:00.000Z',
              canceledAt: '2026-03-01T12:00:00.000Z',
            },
          ],
        }),
      ),
    )
    rememberMockSession()
    await renderRoute('/dashboard?tab=plans')
    await expect.element(page.getByText('Acesso até: 24/12/2099')).toBeVisible()
    await expect
      .element(page.getByText(/continua usando o aplicativo até 24\/12\/2099/))
      .toBeVisible()
    expect(page.getByText(/voltar a usar o aplicativo/).elements()).toHaveLength(0)
  })

  it('subscribes from the plan grid through the secure-payment modal', async () => {
    rememberMockSession(DEMO.newUserToken)
    await renderRoute('/dashboard?tab=plans')
    await page.getByRole('button', { name: 'Assinar Agora' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Pagamento seguro' })
    await field('Nome do portador').fill('Rafael Lima')
    await field('Número do cartão').fill('4444444444444444')
    await field('Mês').fill('10')
    await field('Ano').fill(String(new Date().getFullYear() + 1))
    await field('CCV').fill('321')
    await dialog.getByRole('button', { name: /^Pagar/ }).click()
    await expect.element(page.getByText('Pagamento aprovado!')).toBeVisible()
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(page.getByRole('heading', { name: /Plano atual/ })).toBeVisible()
  })

  it('cancels: the dialog stays while processing and after success, then closes after 2 s', async () => {
    worker.use(...scenarios.slow('cancelSubscription', { ms: 400 }))
    rememberMockSession()
    await renderRoute('/dashboard?tab=plans')
    await page.getByRole('button', { name: 'Cancelar Assinatura' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Cancelar assinatura' })
    await expect.element(dialog.getByText(/30 dias/)).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancelar Assinatura' }).click()
    await expect.element(dialog.getByRole('button', { name: 'Manter assinatura' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog).toBeVisible()
    await expect.element(dialog.getByText('Assinatura cancelada!')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog).toBeVisible()
    await expect.element(dialog, { timeout: 3000 }).not.toBeInTheDocument()
    await expect
      .element(page.getByRole('heading', { name: 'Assinaturas Canceladas' }))
      .toBeVisible()
  })

  it("shows 'Erro ao cancelar assinatura' with the server's message", async () => {
    worker.use(...scenarios.unavailable('cancelSubscription'))
    rememberMockSession()
    await renderRoute('/dashboard?tab=plans')
    await page.getByRole('button', { name: 'Cancelar Assinatura' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Cancelar assinatura' })
    await dialog.getByRole('button', { name: 'Cancelar Assinatura' }).click()
    await expect.element(page.getByText('Erro ao cancelar assinatura')).toBeVisible()
    await expect.element(dialog.getByRole('button', { name: 'Manter assinatura' })).toBeEnabled()
  })

  it('reactivates a cancelled subscription', async () => {
    worker.use(...scenarios.subscriptionsWithStatus('canceled'))
    rememberMockSession()
    await renderRoute('/dashboard?tab=plans')
    await page.getByRole('button', { name: 'Reativar Assinatura' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Reativar assinatura' })
    await dialog.getByRole('button', { name: 'Reativar Assinatura' }).click()
    await expect.element(page.getByText('Assinatura reativada!')).toBeVisible()
    await expect.element(page.getByRole('heading', { name: /Plano atual/ })).toBeVisible()
  })

  it('logs a failed load and says so with Tentar novamente, offering no plan meanwhile', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    worker.use(...scenarios.unavailable('listSubscriptions'))
    rememberMockSession()
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
    rememberMockSession()
    const { router } = await renderRoute('/dashboard')
    await page.getByRole('button', { name: 'Sair' }).click()
    await expect.poll(() => router.state.location.pathname).toBe('/')
    expect(localStorage.getItem('auth_token')).toBeNull()
  })
})
