import { ENDPOINT_NAMES, ENDPOINTS, type Endpoint } from '@atendimento/domain/contract/endpoints'
import { type APIRequestContext, expect, request as requests, test } from '@playwright/test'
import {
  type Account,
  field,
  openSignedIn,
  PASSWORD,
  registerAccount,
  subscribeByApi,
} from './account-helpers.ts'
import { startOwnServer } from './admin-server.ts'
import {
  layoutProblems,
  measureAtEveryWidth,
  PHONES,
  phoneContext,
  settle,
} from './phone-layout.ts'
import { open, storeCookieChoice } from './public-helpers.ts'

// The operator journey of issue 18, on a server of its own (see admin-server.ts): an operator
// made by the CLI signs in, reads figures that match what this run did, finds a customer by CPF,
// refunds a payment, edits a plan, and finds each action in the audit log.

test.describe.configure({ mode: 'serial' })

let server: Awaited<ReturnType<typeof startOwnServer>>
let api: APIRequestContext
/** Made an operator by the first test; the phone test reuses it. */
let operator: Account

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startOwnServer()
  api = await requests.newContext({ baseURL: server.origin })
})

test.afterAll(async () => {
  await api?.dispose()
  await server?.remove()
})

const normalise = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

test('an operator granted by the CLI runs the console: figures, CPF search, refund, plan, audit', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  operator = await registerAccount(api, 'operador')
  // The CLI refuses the folder while the server holds it, so the server stops for it.
  await server.stop()
  expect(await server.admin('grant', operator.email)).toContain('agora é operador')
  expect(await server.admin('list')).toContain(operator.email)
  await server.start()

  const customer: Account = await registerAccount(api, 'cliente-admin')
  await subscribeByApi(api, customer, 'plano-essencial')

  // Every console route refuses the customer's token (403) and a missing one (401).
  for (const name of ENDPOINT_NAMES.filter((row) => ENDPOINTS[row].auth === 'operator')) {
    const endpoint: Endpoint = ENDPOINTS[name]
    const url = `/api${endpoint.path.replace(/:\w+/g, 'qualquer')}`
    const asCustomer = await api.fetch(url, {
      method: endpoint.method,
      headers: { Authorization: `Bearer ${customer.token}` },
      ...(endpoint.body && { data: {} }),
    })
    expect(asCustomer.status(), `${endpoint.method} ${url}`).toBe(403)
    const anonymous = await api.fetch(url, { method: endpoint.method })
    expect(anonymous.status(), `${endpoint.method} ${url}`).toBe(401)
  }

  const context = await browser.newContext({ baseURL: server.origin })
  const page = await context.newPage()
  await storeCookieChoice(page)
  await open(page, '/login')
  await field(page, 'Email').fill(operator.email)
  await field(page, 'Senha').fill(PASSWORD)
  // Remembered: a session without it ends at the next start, and the journey opens pages.
  await page.getByText('Lembrar de mim').click()
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page).toHaveURL(/\/dashboard/)
  await open(page, '/')
  await page.getByRole('button', { name: operator.name }).click()
  await page.getByRole('menuitem', { name: 'Administração' }).click()
  await expect(page).toHaveURL(/\/admin/)
  await expect(page.getByRole('heading', { name: 'Visão geral', level: 1 })).toBeVisible()

  // The figures of this run: one subscriber of Essencial (R$ 49,90), paid today.
  // A figure's card: its label, then its value.
  const figure = (label: string) =>
    page
      .locator('div', { has: page.getByText(label, { exact: true }) })
      .last()
      .locator('p')
      .last()
  await expect.poll(async () => normalise(await figure('MRR').textContent())).toBe('R$ 49,90')
  expect(normalise(await figure('Assinantes ativos').textContent())).toBe('1')
  expect(normalise(await figure('Novos este mês').textContent())).toBe('1')
  expect(normalise(await figure('Cancelados este mês').textContent())).toBe('0')
  expect(normalise(await figure('Receita em 30 dias').textContent())).toBe('R$ 49,90')

  // Clientes: found by the CPF as typed, with its mask.
  await page.getByRole('link', { name: 'Clientes' }).click()
  await page.getByLabel('Nome, e-mail ou CPF/CNPJ').fill(customer.document)
  await page.getByRole('button', { name: 'Buscar' }).click()
  await expect(page.getByRole('row')).toHaveCount(2)
  await page.getByRole('link', { name: customer.name }).click()
  await expect(page.getByRole('heading', { name: customer.name })).toBeVisible()

  // Refund the payment: confirmed in a dialog, then 'Reembolsado'.
  await page.getByRole('button', { name: 'Reembolsar' }).click()
  const dialog = page.getByRole('alertdialog')
  await dialog.getByRole('button', { name: 'Reembolsar' }).click()
  await expect(dialog).toBeHidden()
  await expect(
    page.getByRole('table', { name: 'Pagamentos do cliente' }).getByText('Reembolsado'),
  ).toBeVisible()

  // The customer's own history says so too.
  const own = await browser.newContext({ baseURL: server.origin })
  const customerPage = await own.newPage()
  await storeCookieChoice(customerPage)
  await open(customerPage, '/login')
  await field(customerPage, 'Email').fill(customer.email)
  await field(customerPage, 'Senha').fill(PASSWORD)
  await customerPage.getByText('Lembrar de mim').click()
  await customerPage.getByRole('button', { name: 'Entrar' }).click()
  await expect(customerPage).toHaveURL(/\/dashboard/)
  await customerPage.goto('/dashboard?tab=payments')
  await expect(customerPage.getByRole('cell', { name: 'Reembolsado' })).toBeVisible()
  await own.close()

  // Edit the plan: the landing shows the new price once its cache time has passed.
  await page.getByRole('link', { name: 'Planos' }).click()
  await page.getByRole('button', { name: 'Editar Essencial' }).click()
  await page.getByLabel('Preço (R$)').fill('59,90')
  await page.getByRole('button', { name: 'Salvar plano' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByRole('cell', { name: /R\$\s59,90/ })).toBeVisible()
  const landing = await context.newPage()
  await expect(async () => {
    await open(landing, '/')
    await expect(
      landing.getByRole('article', { name: 'Essencial' }).getByText(/R\$\s59,90/),
    ).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })

  // Each action is in the audit log, with who did it.
  await page.getByRole('link', { name: 'Auditoria' }).click()
  const log = page.getByRole('table', { name: 'Registro de auditoria' })
  await expect(log.getByRole('cell', { name: 'Plano alterado' })).toBeVisible()
  await expect(log.getByRole('cell', { name: 'Pagamento reembolsado' })).toBeVisible()
  await page
    .getByRole('combobox', { name: 'Ação', exact: true })
    .selectOption({ label: 'Pagamento reembolsado' })
  await expect(log.getByRole('row')).toHaveCount(2)
  await context.close()
  // Who did each: the operator's account (the API's view of the same log).
  const token = (
    await (
      await api.post('/api/auth/login', { data: { email: operator.email, password: PASSWORD } })
    ).json()
  ).data.token as string
  const audit = await (
    await api.get('/api/admin/audit', { headers: { Authorization: `Bearer ${token}` } })
  ).json()
  expect(
    audit.data.items.map((item: { action: string; operator: { _id: string } }) => [
      item.action,
      item.operator._id,
    ]),
  ).toEqual([
    ['plan.updated', operator.user._id],
    ['payment.refunded', operator.user._id],
  ])
})

test('every console screen and the receipt page fit a phone at every width, in both themes', async ({
  browser,
}) => {
  test.slow()
  const customer = await registerAccount(api, 'cliente-celular')
  await subscribeByApi(api, customer, 'plano-profissional')
  const payments = await (
    await api.get('/api/recurrence/user', {
      headers: { Authorization: `Bearer ${customer.token}` },
    })
  ).json()
  const paymentId = payments.data[0]._id as string
  const measure = async (account: Account, routes: [string, ...string[]]) => {
    const context = await phoneContext(browser, PHONES[4], server.origin)
    const page = await context.newPage()
    await storeCookieChoice(page)
    await openSignedIn(page, account, routes[0])
    const problems: string[] = []
    for (const route of routes) {
      await page.setViewportSize(PHONES[4])
      await page.goto(route)
      await settle(page)
      await expect(page, route).not.toHaveURL(/\/login/)
      for (const report of await measureAtEveryWidth(page)) {
        problems.push(...layoutProblems(report).map((line) => `${route} ${line}`))
      }
    }
    await context.close()
    return problems
  }
  const consoleProblems = await measure(operator, [
    '/admin',
    '/admin?aba=clientes',
    `/admin?aba=clientes&cliente=${customer.user._id}`,
    '/admin?aba=planos',
    '/admin?aba=auditoria',
    '/admin?aba=conciliacao',
  ])
  const receiptProblems = await measure(customer, [`/recibo/${paymentId}`])
  expect([...consoleProblems, ...receiptProblems]).toEqual([])
})
