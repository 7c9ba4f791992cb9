import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, request as requests, test } from '@playwright/test'
import {
  acceptTerms,
  approvedCard,
  completeRegistration,
  field,
  fillCard,
  fillRegistration,
  makePerson,
  openSignedIn,
  PASSWORD,
  registerAccount,
  routeExternalServices,
  subscribeByApi,
} from './account-helpers.ts'
import { startOwnServer } from './admin-server.ts'
import { layoutProblems, measureAtEveryWidth, PHONES } from './phone-layout.ts'
import { storeCookieChoice, storeTheme, THEMES } from './public-helpers.ts'

// Issue 29, "what a newcomer met": each journey that went wrong for a new customer, tried as
// they tried it (a double click, a reload, an outage).

test.beforeEach(async ({ page }) => {
  await storeCookieChoice(page)
  await routeExternalServices(page)
})

test("a double click on 'Pagar e assinar' is one payment, and the page says it was approved", async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'duplo-clique')
  await openSignedIn(page, account, '/subscribe/plano-essencial')
  await page.getByRole('button', { name: 'Continuar' }).click()
  await fillCard(page, approvedCard())
  const charges: string[] = []
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/api/subscription/plano-essencial')) {
      charges.push(sent.headers()['idempotency-key'] ?? '')
    }
  })
  await page.getByRole('button', { name: 'Pagar e assinar' }).dblclick()
  await expect(page.getByText('Pagamento Aprovado!', { exact: true })).toBeVisible()
  await expect(page.getByText('Erro no pagamento')).toHaveCount(0)
  // The second press was ignored while the first ran; the one request named its action.
  expect(charges).toHaveLength(1)
  expect(charges[0]).toMatch(/^[0-9a-f-]{36}$/)

  const payments = await request.get('/api/recurrence/user', {
    headers: { Authorization: `Bearer ${account.token}` },
  })
  const { data } = await payments.json()
  expect(data).toHaveLength(1)
})

test('a repeated money write with the same Idempotency-Key gets the first answer, not a 409', async ({
  request,
}) => {
  const account = await registerAccount(request, 'repeticao')
  const headers = {
    Authorization: `Bearer ${account.token}`,
    'Idempotency-Key': crypto.randomUUID(),
  }
  const send = () => request.post('/api/subscription/plano-essencial/pix', { headers })
  const [first, second] = await Promise.all([send(), send()])
  expect(first.status(), await first.text()).toBe(second.status())
  expect(await second.json()).toEqual(await first.json())
  expect(second.headers()['idempotent-replayed']).toBe('true')
})

test("a session without 'Lembrar de mim' survives a reload of its tab", async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'aba')
  await page.goto('/login')
  await field(page, 'Email').fill(account.email)
  await field(page, 'Senha').fill(PASSWORD)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page).toHaveURL('/dashboard')
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Minha Conta', level: 1 })).toBeVisible()
  await expect(page).toHaveURL('/dashboard')
  expect(await page.evaluate(() => sessionStorage.getItem('auth_token'))).toBeTruthy()
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull()
})

test('a remembered session survives a server outage, says it is offline, and checks again once the server is back', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'queda')
  await openSignedIn(page, account, '/dashboard')
  await expect(page.getByRole('heading', { name: 'Minha Conta', level: 1 })).toBeVisible()

  // The server is down: every API call fails, the page itself still loads (from a CDN, say).
  const down = (route: import('@playwright/test').Route) =>
    route.fulfill({ status: 503, json: { message: 'Serviço temporariamente indisponível.' } })
  await page.route('**/api/**', down)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Minha Conta', level: 1 })).toBeVisible()
  const notice = page.getByRole('status').filter({ hasText: 'Sem conexão com o servidor' })
  await expect(notice).toBeVisible()
  await expect(page).toHaveURL('/dashboard')
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBe(account.token)

  // Back up: the session is checked again by itself, and the notice goes.
  await page.unroute('**/api/**', down)
  await expect(notice).toHaveCount(0, { timeout: 15_000 })
  await expect(page).toHaveURL('/dashboard')
  await expect(page.getByText('Sessão expirada')).toHaveCount(0)
})

test('a pending Pix is found again, QR code and countdown, after a reload and in a new tab', async ({
  page,
  context,
  request,
}) => {
  const account = await registerAccount(request, 'pix-retomado')
  // The status checks are held back, so the sandbox keeps the Pix pending for the whole test.
  await context.route('**/api/subscription/pix/status', (route) => route.abort())
  await openSignedIn(page, account, '/subscribe/plano-essencial')
  await page.getByRole('button', { name: 'Continuar' }).click()
  await page.getByText('Pix', { exact: true }).click()
  await page.getByRole('button', { name: 'Gerar código Pix' }).click()
  await expect(page.getByRole('img', { name: 'QR code do Pix' })).toBeVisible()
  const code = await field(page, 'Código Pix copia e cola').inputValue()

  // The phone switched to the bank's app and back: the tab reloads.
  await page.reload()
  await expect(page.getByRole('img', { name: 'QR code do Pix' })).toBeVisible()
  await expect(field(page, 'Código Pix copia e cola')).toHaveValue(code)
  await expect(page.getByText(/^\d{2}:\d{2}$/)).toBeVisible()
  await expect(page.getByText('Você tem um Pix aguardando pagamento')).toBeVisible()

  const other = await context.newPage()
  await other.goto('/subscribe/plano-essencial')
  await expect(other.getByRole('img', { name: 'QR code do Pix' })).toBeVisible()
  await expect(field(other, 'Código Pix copia e cola')).toHaveValue(code)
})

test.describe('on a phone', () => {
  test.use({ viewport: PHONES[4], isMobile: true, hasTouch: true })

  test('a paid checkout ends on a confirmation: plan, amount, next charge, receipt and next steps', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, 'confirmacao')
    await openSignedIn(page, account, '/subscribe/plano-essencial')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await fillCard(page, approvedCard())
    await page.getByRole('button', { name: 'Pagar e assinar' }).click()
    const confirmation = page.getByRole('region', { name: 'Pagamento Aprovado!' })
    await expect(confirmation).toBeVisible()
    await expect(confirmation).toContainText('Essencial')
    await expect(confirmation).toContainText(/R\$\s?\d+,\d{2}/)
    await expect(confirmation).toContainText(/Próxima cobrança\s*\d{2}\/\d{2}\/\d{4}/)
    await expect(confirmation.getByRole('link', { name: 'Ver recibo' })).toHaveAttribute(
      'href',
      /^\/recibo\//,
    )
    await expect(confirmation.getByRole('link', { name: /Baixar o aplicativo/ })).toHaveAttribute(
      'href',
      '/download',
    )
    await expect(confirmation.getByRole('link', { name: /Conectar o computador/ })).toHaveAttribute(
      'href',
      '/ativar',
    )
    // It stays: nothing takes the customer away before they read it.
    await expect(page).toHaveURL(/\/subscribe\/plano-essencial/)
    // And it fits every phone, 320 to 412 px, in both themes. The payment's toast, placed for
    // the height it opened at, is left out: a phone does not change size under it.
    const problems = (await measureAtEveryWidth(page)).flatMap(layoutProblems)
    expect(problems.filter((line) => !line.includes('toast not fully on screen'))).toEqual([])
    await confirmation.getByRole('link', { name: 'Ir para o meu painel' }).click()
    await expect(page).toHaveURL('/dashboard')
  })
})

test('a Pix approved in the dashboard dialog refreshes every list behind it', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'pix-painel')
  const issued = await request.post('/api/subscription/plano-essencial/pix', {
    headers: { Authorization: `Bearer ${account.token}` },
  })
  expect(issued.ok(), await issued.text()).toBe(true)
  await openSignedIn(page, account, '/dashboard?tab=plans')
  const pending = page.getByRole('region', { name: 'Pagamentos Pendentes' })
  await expect(pending.getByRole('button', { name: 'Continuar Pagamento' })).toBeVisible()
  await pending.getByRole('button', { name: 'Continuar Pagamento' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('img', { name: 'QR code do Pix' })).toBeVisible()
  // The sandbox settles a Pix at its second status check, a few seconds after the first.
  await expect(dialog.getByText('Pagamento aprovado!')).toBeVisible({ timeout: 15_000 })
  await expect(dialog).toHaveCount(0)

  // No reload: the plan, the pending list and the history all say it is paid.
  await expect(page.getByRole('heading', { name: 'Plano atual: Essencial' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Continuar Pagamento' })).toHaveCount(0)
  await expect(page.getByText('Aguardando pagamento')).toHaveCount(0)
  const history = page.getByRole('region', { name: 'Histórico de pagamentos' })
  await expect(history.getByText('Pago').first()).toBeVisible()
})

test("typing 'sao' in 'Estado' picks São Paulo; a CEP of another state says so; a failed lookup says to fill by hand", async ({
  page,
}) => {
  // Both CEP services down: the address is typed by hand.
  await page.route('https://viacep.com.br/ws/**', (route) => route.fulfill({ status: 503 }))
  await page.route('https://brasilapi.com.br/api/cep/**', (route) => route.fulfill({ status: 503 }))
  const person = makePerson('estado')
  await page.goto('/registro')
  await fillRegistration(page, person)
  await expect(page.getByText('Preencha os campos do endereço à mão')).toBeVisible()
  const state = page.getByRole('combobox', { name: /^Estado/ })
  await expect(state).toBeFocused()
  await page.keyboard.type('sao')
  await expect(state).toHaveText(/São Paulo/)

  // A CEP of São Paulo with Santa Catarina chosen: told before the account is created.
  await state.click()
  await page.getByRole('option', { name: 'Santa Catarina' }).click()
  await expect(state).toHaveText(/Santa Catarina/)
  await field(page, 'Cidade').fill('São Paulo')
  await field(page, 'Bairro').fill('Bela Vista')
  await field(page, 'Endereço').fill('Avenida Paulista')
  await field(page, 'Número').fill(person.addressNumber)
  await field(page, 'Senha').fill(PASSWORD)
  await field(page, 'Confirmar senha').fill(PASSWORD)
  await acceptTerms(page)
  await page.getByRole('button', { name: 'Criar conta' }).click()
  await expect(
    page
      .getByText('O CEP informado é de São Paulo (SP). Confira o CEP ou escolha o estado SP.')
      .first(),
  ).toBeVisible()
  await expect(page).toHaveURL('/registro')
})

for (const theme of THEMES) {
  test(`the payment history with a plan change fits 1366 px, and becomes cards at 360 px (${theme})`, async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, `historico-${theme}`)
    await subscribeByApi(request, account, 'plano-essencial')
    const auth = { Authorization: `Bearer ${account.token}` }
    const [subscription] = (
      await (await request.get('/api/subscription', { headers: auth })).json()
    ).data
    const path = `/api/subscription/${subscription._id}/change/plano-profissional`
    const quote = (await (await request.get(path, { headers: auth })).json()).data
    const changed = await request.post(path, {
      headers: auth,
      data: { expectedAmount: quote.amount },
    })
    expect(changed.ok(), await changed.text()).toBe(true)

    await storeTheme(page, theme)
    await page.setViewportSize({ width: 1366, height: 768 })
    await openSignedIn(page, account, '/dashboard?tab=plans')
    const history = page.getByRole('region', { name: 'Histórico de pagamentos' })
    await expect(
      history.getByText('Troca de plano').filter({ visible: true }).first(),
    ).toBeVisible()
    // A sideways scroll: the region, or a box inside it that scrolls, wider than it shows.
    const overflow = () =>
      history.evaluate((region) =>
        [region, ...region.querySelectorAll('*')]
          .filter(
            (element) =>
              element === region ||
              ['auto', 'scroll'].includes(getComputedStyle(element).overflowX),
          )
          .some((element) => element.scrollWidth > element.clientWidth + 1),
      )
    expect(await overflow()).toBe(false)
    await expect(history.getByRole('link', { name: /^Ver recibo/ }).first()).toBeInViewport()

    // A phone: each payment is a card, its receipt link in reach without a sideways scroll.
    await page.setViewportSize({ width: 360, height: 740 })
    await expect(history.getByRole('listitem').first()).toBeVisible()
    expect(await overflow()).toBe(false)
    const link = history.getByRole('link', { name: /^Ver recibo/ }).first()
    await link.scrollIntoViewIfNeeded()
    const box = await link.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
}

test.describe('the operator console search', () => {
  // A server of its own: the admin CLI that makes the operator refuses a folder in use.
  let server: Awaited<ReturnType<typeof startOwnServer>>
  test.beforeAll(async () => {
    test.setTimeout(180_000)
    server = await startOwnServer()
  })
  test.afterAll(async () => {
    await server?.remove()
  })

  test("finds 'João' by 'joao', by two words of the name and by part of the e-mail; theme toggle and 'Administração' in the headers", async ({
    browser,
  }) => {
    test.setTimeout(180_000)
    const api = await requests.newContext({ baseURL: server.origin })
    const operator = await registerAccount(api, 'operador-busca')
    const joao = makePerson('joao.quixada')
    const registered = await api.post('/api/auth/register', {
      data: {
        ...joao,
        name: 'João Brandão Quixadá',
        gender: 'male',
        state: 'SP',
        city: 'São Paulo',
        neighborhood: 'Bela Vista',
        address: 'Avenida Paulista',
        password: PASSWORD,
        acceptedTerms: true,
      },
    })
    expect(registered.ok(), await registered.text()).toBe(true)
    expect(await server.grantOperator(operator.email)).toContain('agora é operador')

    const context = await browser.newContext({ baseURL: server.origin })
    const page = await context.newPage()
    await storeCookieChoice(page)
    await openSignedIn(page, operator, '/admin')
    await page.getByRole('link', { name: 'Clientes' }).click()
    for (const typed of ['joao', 'JOÃO brandao', 'quixada joao', 'joao.quixada']) {
      await page.getByLabel('Nome, e-mail ou CPF/CNPJ').fill(typed)
      await page.getByRole('button', { name: 'Buscar' }).click()
      await expect(page.getByRole('link', { name: 'João Brandão Quixadá' })).toBeVisible()
      await expect(page.getByRole('row')).toHaveCount(2)
    }

    // The console and the dashboard have the theme toggle; the dashboard leads an operator
    // back to the console ('Administração').
    const toggle = page
      .getByRole('banner')
      .getByRole('button', { name: 'Alternar tema claro/escuro' })
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'))
    const before = await dark()
    await toggle.click()
    await expect.poll(dark).toBe(!before)
    await page.getByRole('link', { name: 'Minha conta' }).click()
    await expect(page).toHaveURL(/\/dashboard/)
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Alternar tema claro/escuro' }),
    ).toBeVisible()
    await page.getByRole('banner').getByRole('link', { name: 'Administração' }).click()
    await expect(page).toHaveURL(/\/admin/)
    await context.close()
    await api.dispose()
  })
})

test("an account made inside the checkout gets the 'Sua conta … foi criada' e-mail", async ({
  page,
}) => {
  const person = makePerson('boas-vindas')
  await page.goto('/subscribe/plano-essencial')
  await page.getByRole('button', { name: 'Continuar' }).click()
  await fillRegistration(page, person)
  await completeRegistration(page, person)
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click()
  await fillCard(page, approvedCard())
  await page.getByRole('button', { name: 'Pagar e assinar' }).click()
  await expect(page.getByText('Pagamento Aprovado!', { exact: true })).toBeVisible()
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox.jsonl')
  await expect
    .poll(
      async () =>
        (await readFile(outbox, 'utf8').catch(() => ''))
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { to: string; subject: string })
          .filter((mail) => mail.to === person.email)
          .map((mail) => mail.subject),
      { message: `e-mails para ${person.email}`, timeout: 10_000 },
    )
    .toContain('Sua conta no Atendimento Inteligente foi criada')
})
