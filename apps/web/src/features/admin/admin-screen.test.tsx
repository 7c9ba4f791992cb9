import { maskDocument } from '@atendimento/domain/br/document'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import {
  grantOperator,
  reconcileAgainstEmptyAsaas,
  runOnTheRealApi,
  signUp,
  subscribe,
} from '../../testing/real-api/real-api.ts'
import { renderRoute } from '../../testing/render-route.tsx'
import { rememberSession } from '../account/testing/session.ts'

// The console's journeys change what the next screen lists: they run on the real API.
runOnTheRealApi()

beforeEach(() => vi.stubGlobal('RTCPeerConnection', undefined))
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

async function signedInOperator() {
  const operator = await signUp({ name: 'Paula Operadora' })
  await grantOperator(operator.email)
  rememberSession(operator.token)
  return operator
}

describe('/admin', () => {
  it('sends a customer to their dashboard', async () => {
    rememberSession((await signUp()).token)
    const { router } = await renderRoute('/admin')
    await expect.poll(() => router.state.location.pathname).toBe('/dashboard')
  })

  it("shows each version's downloads in the overview, as /download counted them", async () => {
    await signedInOperator()
    const counted = await fetch('/api/releases/1.0.0/downloads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ platform: 'windows' }),
    })
    expect(counted.ok).toBe(true)
    await renderRoute('/admin')
    const downloads = page.getByRole('list', { name: 'Downloads por versão' })
    await expect
      .element(
        downloads.getByText(
          /^Versão 1\.0\.0: [1-9]\d* \(Windows [1-9]\d* · macOS \d+ · Linux \d+\)$/,
        ),
      )
      .toBeVisible()
  })

  it('finds a customer by CPF, refunds a payment after confirming, and logs it', async () => {
    const customer = await signUp({ name: 'Mariana Costa' })
    await subscribe(customer)
    await signedInOperator()
    const { router } = await renderRoute('/admin?aba=clientes')
    await expect.element(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible()
    const masked = maskDocument(customer.user.document)
    await page.getByLabelText('Nome, e-mail ou CPF/CNPJ').fill(masked)
    await page.getByRole('button', { name: 'Buscar' }).click()
    await expect.poll(() => router.state.location.search).toMatchObject({ q: masked })
    await page.getByRole('link', { name: 'Mariana Costa' }).click()
    await expect.element(page.getByRole('heading', { name: 'Mariana Costa' })).toBeVisible()

    const payments = page.getByRole('table', { name: 'Pagamentos do cliente' })
    await expect.element(payments.getByText('Pago')).toBeVisible()
    await payments.getByRole('button', { name: 'Reembolsar' }).click()
    const dialog = page.getByRole('alertdialog')
    await expect.element(dialog.getByText(/Não há como desfazer/)).toBeVisible()
    await dialog.getByRole('button', { name: 'Reembolsar' }).click()
    await expect.element(page.getByText('Pagamento reembolsado.')).toBeVisible()
    await expect.element(payments.getByText('Reembolsado')).toBeVisible()

    await page.getByRole('link', { name: 'Auditoria' }).click()
    const log = page.getByRole('table', { name: 'Registro de auditoria' })
    await expect.element(log.getByRole('cell', { name: 'Pagamento reembolsado' })).toBeVisible()
    await expect.element(log.getByRole('cell', { name: 'Paula Operadora' })).toBeVisible()
  })

  it('lists what the comparison with Asaas found under Conciliação, each with what to do', async () => {
    const customer = await signUp({ name: 'Mariana Costa' })
    await subscribe(customer)
    await reconcileAgainstEmptyAsaas()
    await signedInOperator()
    const { router } = await renderRoute('/admin')
    await page.getByRole('link', { name: 'Conciliação' }).click()
    await expect.poll(() => router.state.location.search).toMatchObject({ aba: 'conciliacao' })
    await expect.element(page.getByRole('heading', { name: 'Conciliação', level: 1 })).toBeVisible()
    const table = page.getByRole('table', { name: 'Diferenças com o Asaas' })
    const ended = table.getByRole('row').filter({ hasText: 'Assinatura encerrada no Asaas' })
    await expect.element(ended.getByText(/termina no fim do período já pago/)).toBeVisible()
    const missing = table.getByRole('row').filter({ hasText: 'Pagamento sem cobrança no Asaas' })
    await expect.element(missing.getByText(/Pago, R\$/)).toBeVisible()
    await expect.element(page.getByText('2 diferenças em aberto · página 1 de 1')).toBeVisible()
    await ended.getByRole('link', { name: 'Mariana Costa' }).click()
    await expect.element(page.getByRole('heading', { name: 'Mariana Costa' })).toBeVisible()
  })

  it('names a wrong plan field and creates a plan once it is right', async () => {
    await signedInOperator()
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
