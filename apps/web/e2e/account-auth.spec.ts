import { expect, test } from '@playwright/test'
import {
  acceptTerms,
  field,
  fillRegistration,
  makePerson,
  openSignedIn,
  PASSWORD,
  registerAccount,
  routeExternalServices,
} from './account-helpers.ts'
import { storeCookieChoice } from './public-helpers.ts'

test.beforeEach(async ({ page }) => {
  await storeCookieChoice(page)
  await routeExternalServices(page)
})

test('registers with the CEP lookup filling the address, then goes to the plans', async ({
  page,
}) => {
  const person = makePerson('registro')
  await page.goto('/registro')
  await expect(page.getByRole('heading', { name: 'Vantagens da sua conta' })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Masculino' })).toBeChecked()
  await fillRegistration(page, person)
  await expect(page.getByText('Endereço encontrado!')).toBeVisible()
  await expect(field(page, 'Cidade')).toHaveValue('São Paulo')
  await expect(field(page, 'Bairro')).toHaveValue('Bela Vista')
  await expect(field(page, 'Endereço')).toHaveValue('Avenida Paulista')
  await field(page, 'Número').fill(person.addressNumber)

  const submit = page.getByRole('button', { name: 'Criar conta' })
  await field(page, 'Senha').fill(PASSWORD)
  await field(page, 'Confirmar senha').fill(`${PASSWORD}x`)
  await expect(page.getByText('As senhas não coincidem')).toBeVisible()
  await expect(submit).toBeDisabled()
  await field(page, 'Confirmar senha').fill(PASSWORD)
  await expect(submit).toBeDisabled()
  await acceptTerms(page)
  await expect(submit).toBeEnabled()
  await submit.click()

  await expect(page.getByText('Conta criada com sucesso!')).toBeVisible()
  await expect(page).toHaveURL(/\/#precos$/, { timeout: 10_000 })
})

test('fills the address from the fallback CEP service when the first one fails', async ({
  page,
}) => {
  await routeExternalServices(page, { cep: 'down' })
  await page.goto('/registro')
  await field(page, 'CEP').fill('01310100')
  await field(page, 'CEP').blur()
  await expect(page.getByText('Endereço encontrado!')).toBeVisible()
  await expect(field(page, 'Endereço')).toHaveValue('Avenida Paulista')
})

test('a login without remember-me lives in its tab (reloads keep it, a new tab has none); with it, the session stays', async ({
  page,
  context,
  request,
}) => {
  const account = await registerAccount(request, 'lembrar')
  await page.goto('/login')
  await field(page, 'Email').fill(account.email)
  await field(page, 'Senha').fill(PASSWORD)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page.getByText('Login realizado!')).toBeVisible()
  await expect(page).toHaveURL('/dashboard')
  // Later ruling on sessions: the tab's sessionStorage keeps it across its reloads.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Minha Conta', level: 1 })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull()
  const other = await context.newPage()
  await other.goto('/dashboard')
  await expect(other).toHaveURL('/login?voltar=%2Fdashboard')
  await other.close()
  await page.getByRole('button', { name: 'Sair' }).click()
  await expect(page).toHaveURL('/')
  await page.goto('/login')

  await field(page, 'Email').fill(account.email)
  await field(page, 'Senha').fill(PASSWORD)
  await page.getByText('Lembrar de mim').click()
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page).toHaveURL('/dashboard')
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Minha Conta', level: 1 })).toBeVisible()
  await expect(page).toHaveURL('/dashboard')
})

test('a wrong password shows the server message and stays on /login', async ({ page, request }) => {
  const account = await registerAccount(request, 'senhaerrada')
  await page.goto('/login')
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page.getByText('Campos obrigatórios: Preencha email e senha')).toBeVisible()
  await field(page, 'Email').fill(account.email)
  await field(page, 'Senha').fill('nao-e-a-senha')
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page.getByText('Erro no login')).toBeVisible()
  await expect(page.getByText('E-mail ou senha incorretos').first()).toBeVisible()
  await expect(page).toHaveURL('/login')
})

test('the prerendered sign-in pages keep their forms disabled until the app runs them', async ({
  page,
}) => {
  const appCode = /\/assets\/start-[\w-]+\.js$/
  await page.route(appCode, (route) => route.abort())
  for (const [path, submit] of [
    ['/login', 'Entrar'],
    ['/registro', 'Criar conta'],
  ] as const) {
    await page.goto(path)
    await expect(field(page, 'Email')).toBeVisible()
    await expect(field(page, 'Email')).toBeDisabled()
    await expect(page.getByRole('button', { name: submit, exact: true })).toBeDisabled()
  }
  await page.unroute(appCode)
  await page.goto('/login')
  await expect(field(page, 'Email')).toBeEnabled()
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled()
})

test('guards: anonymous visitors go to /login, signed-in ones away from the guest pages', async ({
  page,
  request,
}) => {
  await page.goto('/dashboard')
  // The login brings the visitor back to the page that sent them (?voltar=).
  await expect(page).toHaveURL('/login?voltar=%2Fdashboard')

  const account = await registerAccount(request, 'guardas')
  await openSignedIn(page, account, '/dashboard')
  await expect(page.getByRole('heading', { name: 'Minha Conta', level: 1 })).toBeVisible()
  for (const path of ['/login', '/registro', '/esqueci-senha']) {
    await page.goto(path)
    await expect(page).toHaveURL('/')
  }
})

test('Sair ends the session and goes home', async ({ page, request }) => {
  const account = await registerAccount(request, 'sair')
  await openSignedIn(page, account, '/dashboard')
  await page.getByRole('button', { name: 'Sair' }).click()
  await expect(page).toHaveURL('/')
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull()
  await page.goto('/dashboard')
  await expect(page).toHaveURL('/login?voltar=%2Fdashboard')
  const check = await request.post('/api/auth/validate-token', { data: { token: account.token } })
  expect((await check.json()).data.valid).toBe(false)
})
