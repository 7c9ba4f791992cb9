import { PAYMENT_ROWS } from '@atendimento/domain/contract/rows/payment-rows'
import { PRIVACY_ROWS } from '@atendimento/domain/contract/rows/privacy-rows'
import { SUBSCRIPTION_ROWS } from '@atendimento/domain/contract/rows/subscription-rows'
import { formatDate } from '@atendimento/domain/dates'
import { worker } from '@atendimento/mocks/browser'
import { scenarios } from '@atendimento/mocks/scenarios'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { fetchApi } from '../../api/call-api.ts'
import {
  runOnTheRealApi,
  sandboxCards,
  signUp,
  subscribe,
} from '../../testing/real-api/real-api.ts'
import { renderRoute } from '../../testing/render-route.tsx'
import { field } from '../account/testing/locators.ts'
import { rememberSession } from '../account/testing/session.ts'

// What an action changes in the lists that follow it is the API's to decide: these journeys run
// on the real API, each on a customer of its own.
runOnTheRealApi()

beforeEach(() => vi.stubGlobal('RTCPeerConnection', undefined))
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

/** A customer signed in for the next render, with a subscription when a plan is given. */
async function customer(planId?: string) {
  const made = await signUp({ name: 'Mariana Costa' })
  const subscription = planId ? await subscribe(made, planId) : undefined
  rememberSession(made.token)
  return { ...made, subscription }
}

describe('Minha Conta', () => {
  it('shows the profile read-only, edits it with Editar, Salvar and Cancelar', async () => {
    const { email } = await customer()
    await renderRoute('/dashboard')
    await expect.element(page.getByRole('heading', { name: 'Minha Conta', level: 1 })).toBeVisible()
    await expect.element(page.getByText(email)).toBeVisible()
    await page.getByRole('button', { name: 'Editar' }).click()
    await page.getByRole('button', { name: 'Cancelar' }).click()
    await expect.element(page.getByRole('button', { name: 'Editar' })).toBeVisible()

    await page.getByRole('button', { name: 'Editar' }).click()
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
    const { email, password } = await customer()
    await renderRoute('/dashboard')
    await page.getByRole('button', { name: 'Editar' }).click()
    await field('Email').fill(`nova.${email}`)
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect
      .element(page.getByText('Digite sua senha atual para trocar o e-mail'))
      .toBeVisible()
    await field('Senha atual').fill(password)
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect.element(page.getByText('Confirme o novo e-mail')).toBeVisible()
    await expect.element(page.getByText(email, { exact: true })).toBeVisible()
  })
})

describe('Planos e Pagamentos', () => {
  it('subscribes from the plan grid through the secure-payment modal', async () => {
    await customer()
    const { approved } = await sandboxCards()
    await renderRoute('/dashboard?tab=plans')
    await page.getByRole('button', { name: 'Assinar Agora' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Pagamento seguro' })
    await field('Nome do portador').fill('Mariana Costa')
    await field('Número do cartão').fill(approved)
    await field('Mês').fill('10')
    await field('Ano').fill(String(new Date().getFullYear() + 1))
    await field('CCV').fill('321')
    await dialog.getByRole('button', { name: /^Pagar/ }).click()
    await expect.element(page.getByText('Pagamento aprovado!')).toBeVisible()
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(page.getByRole('heading', { name: /Plano atual/ })).toBeVisible()
  })

  it("updates the card with 'Atualizar cartão' without a new payment; a refused card says why", async () => {
    const { token } = await customer('plano-essencial')
    const { refused } = await sandboxCards()
    await renderRoute('/dashboard?tab=plans')
    const current = page.getByRole('region', { name: /Plano atual/ })
    await expect.element(current.getByText('Visa final 4444')).toBeVisible()
    await current.getByRole('button', { name: 'Atualizar cartão' }).click()
    const dialog = page.getByRole('dialog', { name: 'Atualizar cartão' })
    await dialog.getByLabelText('Nome do portador').fill('mariana costa')
    await dialog.getByLabelText('Número do cartão').fill(refused[0])
    await dialog.getByLabelText('Mês').fill('12')
    await dialog.getByLabelText('Ano').fill(String(new Date().getFullYear() + 2))
    await dialog.getByLabelText('CCV').fill('123')
    await dialog.getByRole('button', { name: 'Salvar cartão' }).click()
    await expect.element(dialog.getByText(/Transação não autorizada/)).toBeVisible()
    await dialog.getByLabelText('Número do cartão').fill('5555555555554444')
    await dialog.getByRole('button', { name: 'Salvar cartão' }).click()
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(current.getByText('Mastercard final 4444')).toBeVisible()
    // Saving the card charged nothing: the history still holds the first payment alone.
    expect(await fetchApi(PAYMENT_ROWS.listUserPayments, { token, query: {} })).toHaveLength(1)
  })

  it('cancels: the dialog stays while processing and after success, then closes after 2 s', async () => {
    await customer('plano-essencial')
    worker.use(...scenarios.slow('cancelSubscription', { ms: 400 }))
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

  it('reactivates a cancelled subscription', async () => {
    const { token, subscription } = await customer('plano-essencial')
    await fetchApi(SUBSCRIPTION_ROWS.cancelSubscription, {
      params: { id: subscription?._id ?? '' },
      token,
    })
    await renderRoute('/dashboard?tab=plans')
    await page.getByRole('button', { name: 'Reativar Assinatura' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Reativar assinatura' })
    await dialog.getByRole('button', { name: 'Reativar Assinatura' }).click()
    await expect.element(page.getByText('Assinatura reativada!')).toBeVisible()
    await expect.element(page.getByRole('heading', { name: /Plano atual/ })).toBeVisible()
  })
})

describe('Trocar de plano', () => {
  it('shows what a downgrade does before confirming, then the change waiting on the card', async () => {
    const { subscription } = await customer('plano-profissional')
    const until = formatDate(subscription?.nextBillingDate ?? '')
    await renderRoute('/dashboard?tab=plans')
    await page.getByRole('button', { name: 'Trocar de plano' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Trocar de plano' })
    await expect.element(dialog.getByRole('button', { name: 'Confirmar e pagar' })).toBeDisabled()
    await dialog.getByText(/Essencial: R\$\s49,90 por mês/).click()
    await expect.element(dialog.getByText(/Nada é cobrado agora/)).toBeVisible()
    await expect.element(dialog.getByText(`até ${until}`, { exact: false })).toBeVisible()
    await dialog.getByRole('button', { name: 'Agendar troca' }).click()
    await expect.element(page.getByText('Troca agendada!')).toBeVisible()
    await expect.element(dialog).not.toBeInTheDocument()
    await expect
      .element(page.getByText(`Troca para o plano Essencial agendada para ${until}.`))
      .toBeVisible()
    const history = page.getByRole('region', { name: 'Histórico de pagamentos' })
    // A narrow page: the payment is a card (before the desktop's table in the page).
    await expect.element(history.getByText('Agendado', { exact: true }).first()).toBeVisible()
    await expect
      .element(history.getByText('Troca de plano (próxima cobrança)').first())
      .toBeVisible()
  })
})

describe('Configurações (LGPD)', () => {
  it('asks for the password again, says a wrong one in the dialog, then deletes and leaves', async () => {
    const { password, token } = await customer()
    const { router } = await renderRoute('/dashboard?tab=settings')
    await page.getByRole('button', { name: 'Excluir conta permanentemente' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Excluir conta permanentemente' })
    await expect.element(dialog.getByText(/por 5 anos/)).toBeVisible()
    await dialog.getByRole('button', { name: 'Excluir conta permanentemente' }).click()
    await expect
      .element(dialog.getByText('Digite sua senha para confirmar a exclusão'))
      .toBeVisible()
    await field('Digite sua senha para confirmar').fill('errada123')
    await dialog.getByRole('button', { name: 'Excluir conta permanentemente' }).click()
    await expect
      .element(dialog.getByText('Senha incorreta. A conta não foi excluída.'))
      .toBeVisible()
    await field('Digite sua senha para confirmar').fill(password)
    await dialog.getByRole('button', { name: 'Excluir conta permanentemente' }).click()
    await expect.element(page.getByText('Conta excluída', { exact: true })).toBeVisible()
    await expect.poll(() => router.state.location.pathname).not.toBe('/dashboard')
    expect(localStorage.getItem('auth_token')).toBeNull()
    // The account is gone: its session no longer opens anything.
    await expect(fetchApi(PRIVACY_ROWS.exportAccountData, { token })).rejects.toMatchObject({
      status: 401,
    })
  })
})
