import { DESKTOP_CLIENT_ID, DEVICE_CODE_GRANT } from '@atendimento/domain/schemas/oauth'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { field, PASSWORD, registerAccount, subscribeByApi } from './account-helpers.ts'
import { PHONES, phoneContext } from './phone-layout.ts'
import { storeCookieChoice } from './public-helpers.ts'

const PHONE_360 = PHONES[1]

/** What the desktop app does first (RFC 8628 §3.1): a code for this computer. */
async function askForCode(request: APIRequestContext, name: string) {
  const response = await request.post('/api/oauth/device_authorization', {
    form: {
      client_id: DESKTOP_CLIENT_ID,
      device_name: name,
      device_platform: 'windows',
      app_version: '1.4.2',
      device_fingerprint: `impressao-e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as {
    device_code: string
    user_code: string
    verification_uri_complete: string
  }
}

/** The app's poll (RFC 8628 §3.4) and then its licence, with the token it got. */
async function appTokens(request: APIRequestContext, deviceCode: string) {
  const response = await request.post('/api/oauth/token', {
    form: { grant_type: DEVICE_CODE_GRANT, device_code: deviceCode, client_id: DESKTOP_CLIENT_ID },
  })
  return { status: response.status(), body: await response.json() }
}

const licence = (request: APIRequestContext, accessToken: string) =>
  request.post('/api/licence', { headers: { Authorization: `Bearer ${accessToken}` } })

/** Nothing wider than the phone, and the page's buttons big enough for a finger. */
async function fitsThePhone(page: Page) {
  const report = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - screen.width,
    small: [...document.querySelectorAll<HTMLElement>('main button, main a[href]')]
      .filter((element) => element.offsetParent !== null)
      .map((element) => ({
        name: element.textContent?.trim() ?? '',
        box: element.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.height < 44)
      .map(({ name }) => name),
  }))
  expect(report).toEqual({ overflow: 0, small: [] })
}

test("the app's code is approved at /ativar on a 360 px phone, through the login and back", async ({
  browser,
  request,
}) => {
  const account = await registerAccount(request, 'ativar')
  await subscribeByApi(request, account, 'plano-essencial')
  const code = await askForCode(request, 'Notebook da recepção')
  const pending = await appTokens(request, code.device_code)
  expect(pending).toMatchObject({ status: 400, body: { error: 'authorization_pending' } })

  const context = await phoneContext(browser, PHONE_360)
  const page = await context.newPage()
  await storeCookieChoice(page)
  // The QR code's link, opened on the phone by a visitor not signed in there yet.
  await page.goto(
    new URL(code.verification_uri_complete).pathname +
      new URL(code.verification_uri_complete).search,
  )
  await expect(page).toHaveURL(/\/login\?voltar=/)
  await field(page, 'Email').fill(account.email)
  await field(page, 'Senha').fill(PASSWORD)
  await page.getByRole('button', { name: 'Entrar' }).tap()

  await expect(page).toHaveURL(new RegExp(`/ativar\\?codigo=${code.user_code}$`))
  await expect(page.getByText('Notebook da recepção')).toBeVisible()
  await expect(page.getByText('Essencial (0 de 1 computador em uso)')).toBeVisible()
  await fitsThePhone(page)
  await page.getByRole('button', { name: 'Conectar este computador' }).tap()
  await expect(page.getByText('Computador conectado!')).toBeVisible()

  // The app's next poll gets its tokens, and its licence.
  const tokens = await appTokens(request, code.device_code)
  expect(tokens.status).toBe(200)
  const answer = await licence(request, tokens.body.access_token)
  expect((await answer.json()).data).toMatchObject({
    status: 'active',
    licence: expect.any(String),
  })

  // 'Desconectar' in the dashboard: the app's next call is refused, saying why.
  await page.getByRole('link', { name: 'Ver meus computadores' }).tap()
  await expect(page.getByText('1 de 1 computador em uso')).toBeVisible()
  await fitsThePhone(page)
  await page.getByRole('button', { name: 'Desconectar Notebook da recepção' }).tap()
  await expect(page.getByRole('heading', { name: 'Nenhum computador conectado' })).toBeVisible()
  const refused = await licence(request, tokens.body.access_token)
  expect(refused.status()).toBe(401)
  expect(await refused.json()).toMatchObject({ reason: 'device_revoked' })
  await context.close()
})

test('at its seat limit, an account frees a seat at /ativar itself, in light and dark', async ({
  browser,
  request,
}) => {
  const account = await registerAccount(request, 'ativar-limite')
  await subscribeByApi(request, account, 'plano-essencial')
  const first = await askForCode(request, 'Computador antigo')
  await request.post('/api/user/activation/approve', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: { userCode: first.user_code },
  })
  const second = await askForCode(request, 'Computador novo')
  for (const theme of ['light', 'dark'] as const) {
    const context = await phoneContext(browser, PHONE_360)
    const page = await context.newPage()
    await storeCookieChoice(page)
    await page.addInitScript(
      ([token, chosen]) => {
        localStorage.setItem('auth_token', token)
        localStorage.setItem('remember_me', 'true')
        localStorage.setItem('theme', chosen)
      },
      [account.token, theme] as const,
    )
    await page.goto(`/ativar?codigo=${second.user_code.toLowerCase()}`)
    await expect(page.getByText('Todos os computadores do seu plano estão em uso')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Conectar este computador' })).toBeDisabled()
    await fitsThePhone(page)
    if (theme === 'dark') {
      await page.getByRole('button', { name: 'Desconectar Computador antigo' }).tap()
      await expect(page.getByRole('button', { name: 'Conectar este computador' })).toBeEnabled()
      await page.getByRole('button', { name: 'Conectar este computador' }).tap()
      await expect(page.getByText('Computador conectado!')).toBeVisible()
    }
    await context.close()
  }
  expect((await appTokens(request, second.device_code)).status).toBe(200)
  expect((await appTokens(request, first.device_code)).body).toMatchObject({
    reason: 'device_revoked',
  })
})
