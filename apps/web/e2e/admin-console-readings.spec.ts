import { type APIRequestContext, expect, request as requests, test } from '@playwright/test'
import {
  type Account,
  openSignedIn,
  PASSWORD,
  registerAccount,
  subscribeByApi,
} from './account-helpers.ts'
import { startOwnServer } from './admin-server.ts'
import { storeCookieChoice } from './public-helpers.ts'

// Issue 29, point 11: what the operator console reads out. 'Churn do mês' agrees with
// 'Cancelados este mês' beside it and says its formula; the audit log is in words and reais; a
// customer who deleted the account reads 'Conta excluída', never its anonymised placeholders.

test.describe.configure({ mode: 'serial' })

// A server of its own: the admin CLI that makes the operator refuses a folder in use.
let server: Awaited<ReturnType<typeof startOwnServer>>
let api: APIRequestContext
let operator: Account

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startOwnServer()
  api = await requests.newContext({ baseURL: server.origin })
  operator = await registerAccount(api, 'operador-leituras')
  expect(await server.grantOperator(operator.email)).toContain('agora é operador')
})

test.afterAll(async () => {
  await api?.dispose()
  await server?.remove()
})

const auth = (account: Account) => ({ Authorization: `Bearer ${account.token}` })
const normalise = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

/** A customer of `planId` this month, with their subscription's id. */
async function subscriber(tag: string, planId = 'plano-essencial') {
  const customer = await registerAccount(api, tag)
  await subscribeByApi(api, customer, planId)
  const list = await api.get('/api/subscription', { headers: auth(customer) })
  const [subscription] = (await list.json()).data as { _id: string }[]
  return { customer, subscriptionId: subscription?._id ?? '' }
}

test("'Churn do mês' agrees with 'Cancelados este mês' and says its formula", async ({
  browser,
}) => {
  // Joined and left this month: the console read 'Churn do mês 0%' beside 'Cancelados este mês 1'.
  const { customer, subscriptionId } = await subscriber('churn-saiu')
  const canceled = await api.delete(`/api/subscription/${subscriptionId}`, {
    headers: auth(customer),
  })
  expect(canceled.ok(), await canceled.text()).toBe(true)

  const context = await browser.newContext({ baseURL: server.origin })
  const page = await context.newPage()
  await storeCookieChoice(page)
  await openSignedIn(page, operator, '/admin')
  const figure = (label: string) =>
    page.getByText(label, { exact: true }).locator('xpath=..').locator('p').nth(1)
  const number = async (label: string) => Number(normalise(await figure(label).textContent()))
  await expect(figure('Cancelados este mês')).not.toHaveText('0')
  const active = await number('Assinantes ativos')
  const cancelled = await number('Cancelados este mês')
  const churn = normalise(await figure('Churn do mês').textContent())
  expect(churn).not.toBe('0%')
  const expected = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 })
    .format(cancelled / (active + cancelled))
    .replace(/\s/g, ' ')
  expect(churn).toBe(normalise(expected))
  await expect(
    page.getByText('Cancelados no mês ÷ (assinantes ativos + cancelados no mês)'),
  ).toBeVisible()
  await context.close()
})

test('the audit log reads in words, with money in reais', async ({ browser }) => {
  const { customer } = await subscriber('auditoria-reembolso')
  const payments = await api.get('/api/recurrence/user', { headers: auth(customer) })
  const [payment] = (await payments.json()).data as { _id: string }[]
  const refunded = await api.post(`/api/admin/payment/${payment?._id}/refund`, {
    headers: auth(operator),
  })
  expect(refunded.ok(), await refunded.text()).toBe(true)

  const context = await browser.newContext({ baseURL: server.origin })
  const page = await context.newPage()
  await storeCookieChoice(page)
  await openSignedIn(page, operator, '/admin?aba=auditoria')
  const row = page.getByRole('row').filter({ hasText: 'Pagamento reembolsado' }).first()
  await expect(row).toBeVisible()
  const text = normalise(await row.textContent())
  // It read 'status: paid; amount: 4990'.
  expect(text).toContain('Situação: Pago; Valor: R$ 49,90')
  expect(text).toContain('Situação: Reembolsado; Valor: R$ 49,90')
  expect(text).not.toMatch(/status:|amount:|paid|refunded|4990/)
  await context.close()
})

test("a customer who deleted the account reads 'Conta excluída', in the list and on the page", async ({
  browser,
}) => {
  const { customer } = await subscriber('excluiu-conta')
  const deleted = await api.post('/api/user/delete', {
    headers: auth(customer),
    data: { password: PASSWORD },
  })
  expect(deleted.ok(), await deleted.text()).toBe(true)

  const context = await browser.newContext({ baseURL: server.origin })
  const page = await context.newPage()
  await storeCookieChoice(page)
  await openSignedIn(page, operator, '/admin?aba=clientes')
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'Conta excluída' }) })
  await expect(row).toHaveCount(1)
  const text = normalise(await row.textContent())
  // The anonymised document went through the CNPJ mask ('EX.CLU.IDA/7FE4-3F').
  expect(text).not.toMatch(/EX\.CLU|EXCLUIDA|excluida|\.invalid/i)
  await expect(row.getByRole('cell').nth(1)).toHaveText('—')
  await expect(row.getByRole('cell').nth(2)).toHaveText('—')

  // Its page opens (the erased row's empty phone once failed the answer's check) and says so.
  await row.getByRole('link', { name: 'Conta excluída' }).click()
  await expect(
    page.getByRole('heading', { name: 'Conta excluída', level: 2 }).first(),
  ).toBeVisible()
  await expect(page.getByText(/O titular excluiu a conta/)).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText(/EX\.CLU|EXCLUIDA|\.invalid/i)
  // Its payment stays, for the tax law.
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: /R\$\s49,90/ })
      .first(),
  ).toBeVisible()
  await context.close()
})
