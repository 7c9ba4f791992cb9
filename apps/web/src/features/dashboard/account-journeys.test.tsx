import { worker } from '@atendimento/mocks/browser'
import { scenarios } from '@atendimento/mocks/scenarios'
import { DEMO } from '@atendimento/mocks/store'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { renderRoute } from '../../testing/render-route.tsx'
import { field } from '../account/testing/locators.ts'
import { rememberMockSession } from '../account/testing/session.ts'

beforeEach(() => vi.stubGlobal('RTCPeerConnection', undefined))
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

// The demo customer has Profissional (R$ 99,90 a month), paid until 08/04/2026.
describe('Trocar de plano', () => {
  it('shows what a downgrade does before confirming, then the change waiting on the card', async () => {
    rememberMockSession()
    await renderRoute('/dashboard?tab=plans')
    await page.getByRole('button', { name: 'Trocar de plano' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Trocar de plano' })
    await expect.element(dialog.getByRole('button', { name: 'Confirmar e pagar' })).toBeDisabled()
    await dialog.getByText(/Essencial: R\$\s49,90 por mês/).click()
    await expect.element(dialog.getByText(/Nada é cobrado agora/)).toBeVisible()
    await expect.element(dialog.getByText(/até 08\/04\/2026/)).toBeVisible()
    await dialog.getByRole('button', { name: 'Agendar troca' }).click()
    await expect.element(page.getByText('Troca agendada!')).toBeVisible()
    await expect.element(dialog).not.toBeInTheDocument()
    await expect
      .element(page.getByText('Troca para o plano Essencial agendada para 08/04/2026.'))
      .toBeVisible()
    const history = page.getByRole('region', { name: 'Histórico de pagamentos' })
    await expect.element(history.getByText('Agendado', { exact: true })).toBeVisible()
    await expect.element(history.getByText('Troca de plano (próxima cobrança)')).toBeVisible()
  })

  it("keeps the dialog open with the server's message when the change is refused", async () => {
    worker.use(...scenarios.failure('changePlan', 409, 'Só o plano ativo pode ser trocado.'))
    rememberMockSession()
    await renderRoute('/dashboard?tab=plans')
    await page.getByRole('button', { name: 'Trocar de plano' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Trocar de plano' })
    await dialog.getByText(/Essencial: R\$\s49,90 por mês/).click()
    await dialog.getByRole('button', { name: 'Agendar troca' }).click()
    await expect.element(dialog.getByText('Só o plano ativo pode ser trocado.')).toBeVisible()
    await expect.element(dialog.getByRole('button', { name: 'Manter plano atual' })).toBeEnabled()
  })
})

describe('Configurações (LGPD)', () => {
  it('saves a notification switch for the account', async () => {
    rememberMockSession()
    await renderRoute('/dashboard?tab=settings')
    const reports = page.getByRole('switch', { name: 'Relatórios semanais' })
    await expect.element(reports).toBeEnabled()
    await expect.element(reports).not.toBeChecked()
    // The switch's input is visually hidden: a person clicks its label.
    await page.getByText('Relatórios semanais').click()
    await expect.element(page.getByText('Preferências salvas!')).toBeVisible()
    await expect.element(reports).toBeChecked()
  })

  it('asks for the password again, says a wrong one in the dialog, then deletes and leaves', async () => {
    rememberMockSession()
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
    await field('Digite sua senha para confirmar').fill(DEMO.password)
    await dialog.getByRole('button', { name: 'Excluir conta permanentemente' }).click()
    await expect.element(page.getByText('Conta excluída', { exact: true })).toBeVisible()
    await expect.poll(() => router.state.location.pathname).not.toBe('/dashboard')
    expect(localStorage.getItem('auth_token')).toBeNull()
  })
})
