import { DEMO } from '@atendimento/mocks/store'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { renderRoute } from '../../testing/render-route.tsx'
import { rememberMockSession } from '../account/testing/session.ts'

beforeEach(() => vi.stubGlobal('RTCPeerConnection', undefined))
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('/admin', () => {
  it('sends a customer to their dashboard', async () => {
    rememberMockSession(DEMO.token)
    const { router } = await renderRoute('/admin')
    await expect.poll(() => router.state.location.pathname).toBe('/dashboard')
  })

  it('finds a customer by CPF, refunds a payment after confirming, and logs it', async () => {
    rememberMockSession(DEMO.operatorToken)
    const { router } = await renderRoute('/admin?aba=clientes')
    await expect.element(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible()
    const demo = await fetch('/api/admin/customer?q=mariana', {
      headers: { authorization: `Bearer ${DEMO.operatorToken}` },
    }).then((res) => res.json())
    const cpf: string = demo.data.items[0].document
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`
    await page.getByLabelText('Nome, e-mail ou CPF/CNPJ').fill(masked)
    await page.getByRole('button', { name: 'Buscar' }).click()
    await expect.poll(() => router.state.location.search).toMatchObject({ q: masked })
    await page.getByRole('link', { name: 'Mariana Costa' }).click()
    await expect.element(page.getByRole('heading', { name: 'Mariana Costa' })).toBeVisible()

    const payments = page.getByRole('table', { name: 'Pagamentos do cliente' })
    const refunded = payments.getByText('Reembolsado').elements().length
    await payments.getByRole('button', { name: 'Reembolsar' }).first().click()
    const dialog = page.getByRole('alertdialog')
    await expect.element(dialog.getByText(/Não há como desfazer/)).toBeVisible()
    await dialog.getByRole('button', { name: 'Reembolsar' }).click()
    await expect.element(page.getByText('Pagamento reembolsado.')).toBeVisible()
    await expect.poll(() => payments.getByText('Reembolsado').elements().length).toBe(refunded + 1)

    await page.getByRole('link', { name: 'Auditoria' }).click()
    const log = page.getByRole('table', { name: 'Registro de auditoria' })
    await expect.element(log.getByRole('cell', { name: 'Pagamento reembolsado' })).toBeVisible()
    await expect.element(log.getByRole('cell', { name: 'Paula Operadora' })).toBeVisible()
  })

  it('names a wrong plan field and creates a plan once it is right', async () => {
    rememberMockSession(DEMO.operatorToken)
    await renderRoute('/admin?aba=planos')
    await page.getByRole('button', { name: 'Novo plano' }).click()
    await page.getByLabelText('Nome').fill('Plano Família')
    await page.getByLabelText('Descrição').fill('Para a família')
    await page.getByLabelText('Preço (R$)').fill('dezenove')
    await page.getByLabelText('Recursos').fill('Um número')
    await page.getByRole('button', { name: 'Criar plano' }).click()
    await expect
      .element(page.getByText('Informe o preço em reais, por exemplo 59,90'))
      .toBeVisible()
    await page.getByLabelText('Preço (R$)').fill('19,90')
    await page.getByRole('button', { name: 'Criar plano' }).click()
    await expect.element(page.getByRole('button', { name: 'Editar Plano Família' })).toBeVisible()
  })
})
