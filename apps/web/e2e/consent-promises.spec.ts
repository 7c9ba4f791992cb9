import { COOKIE_CATEGORY_TEXT } from '@atendimento/domain/cookie-categories'
import { IP_LOOKUP_SERVICES, STUN_SERVER_URL } from '@atendimento/domain/ip'
import { COOKIE_CATEGORIES } from '@atendimento/domain/schemas/cookie-preferences'
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { open } from './public-helpers.ts'

// Issue 29, point 10: what 'Rejeitar' turns off is what the banner and the cookie policy say,
// in the same words; the privacy policy names the services the checkout asks for the IP.

const banner = (page: Page) => page.getByRole('region', { name: 'Sua privacidade' })
const cartButton = (page: Page) => page.getByRole('button', { name: /^Carrinho/ })
const html = (page: Page) => page.locator('html')

/** On the mug's page: the light theme and one mug in the cart, then the banner's `choice`. */
async function chooseThemeCartAnd(page: Page, choice: 'Rejeitar' | 'Aceitar Todos') {
  await open(page, '/produto/caneca-personalizada')
  await page.getByRole('button', { name: 'Alternar tema claro/escuro' }).click()
  await expect(html(page)).toHaveClass('light')
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click()
  await expect(cartButton(page)).toHaveAccessibleName('Carrinho, 1 item')
  await banner(page).getByRole('button', { name: choice }).click()
  await expect(banner(page)).toBeHidden()
}

async function newTab(context: BrowserContext, path: string) {
  const tab = await context.newPage()
  await open(tab, path)
  return tab
}

test('after Rejeitar a new tab keeps the cart (essential) but not the theme (functionality)', async ({
  page,
  context,
}) => {
  await chooseThemeCartAnd(page, 'Rejeitar')
  // This tab keeps what was chosen in it, reloads included.
  await page.reload()
  await expect(html(page)).toHaveClass('light')

  const other = await newTab(context, '/produtos')
  await expect(banner(other)).toBeHidden()
  await expect(cartButton(other)).toHaveAccessibleName('Carrinho, 1 item')
  await expect(html(other)).toHaveClass('dark')
  // The banner said so: the cart among the essential ones, the theme under functionality.
  await other
    .getByRole('contentinfo')
    .getByRole('button', { name: 'Preferências de cookies' })
    .click()
  await banner(other).getByRole('button', { name: 'Personalizar' }).click()
  const categories = banner(other).getByRole('list', { name: 'Categorias de cookies' })
  const essential = categories.getByRole('listitem').filter({ hasText: 'Essenciais' })
  const functionality = categories.getByRole('listitem').filter({ hasText: 'Funcionalidade' })
  await expect(essential).toContainText('carrinho')
  await expect(functionality).toContainText('tema')
  await expect(functionality).not.toContainText('carrinho')
})

test('after Aceitar Todos a new tab keeps the theme too', async ({ page, context }) => {
  await chooseThemeCartAnd(page, 'Aceitar Todos')
  const other = await newTab(context, '/produtos')
  await expect(cartButton(other)).toHaveAccessibleName('Carrinho, 1 item')
  await expect(html(other)).toHaveClass('light')
  // Withdrawn later ('Preferências de cookies', then Rejeitar): new tabs forget it again.
  await other
    .getByRole('contentinfo')
    .getByRole('button', { name: 'Preferências de cookies' })
    .click()
  await banner(other).getByRole('button', { name: 'Rejeitar' }).click()
  await expect(html(other)).toHaveClass('light')
  const third = await newTab(context, '/')
  await expect(html(third)).toHaveClass('dark')
})

test('Rejeitar tapped before the app has started keeps the theme for this tab only', async ({
  page,
  context,
}) => {
  // A theme remembered by an earlier visit; this visit's page shows before its app runs.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('visited')) localStorage.setItem('theme', 'light')
    sessionStorage.setItem('visited', 'yes')
  })
  await page.route(/\/assets\/start-[\w-]+\.js$/, (route) => route.abort())
  await page.goto('/')
  await expect(html(page)).toHaveClass('light')
  await banner(page).getByRole('button', { name: 'Rejeitar' }).click()
  await expect(banner(page)).toBeHidden()
  expect(
    await page.evaluate(() => [localStorage.getItem('theme'), sessionStorage.getItem('theme')]),
  ).toEqual([null, 'light'])
  const other = await newTab(context, '/')
  await expect(html(other)).toHaveClass('dark')
})

test("the banner's categories and the cookie policy say the same words", async ({ page }) => {
  await open(page, '/')
  await banner(page).getByRole('button', { name: 'Personalizar' }).click()
  const categories = banner(page).getByRole('list', { name: 'Categorias de cookies' })
  await expect(categories.getByRole('listitem')).toHaveCount(COOKIE_CATEGORIES.length)
  const inBanner = await categories.getByRole('listitem').allInnerTexts()
  await open(page, '/cookies')
  const types = page.getByRole('region', { name: /Tipos de cookies/ })
  for (const [index, category] of COOKIE_CATEGORIES.entries()) {
    const { label, description } = COOKIE_CATEGORY_TEXT[category]
    expect(inBanner[index]).toContain(label)
    expect(inBanner[index]).toContain(description)
    await expect(types).toContainText(`${label}: ${description}`)
  }
})

test('the privacy policy names the STUN server and the IP-lookup services, and why', async ({
  page,
}) => {
  await open(page, '/privacidade')
  const collected = page.getByRole('region', { name: /Dados coletados/ })
  await expect(collected).toContainText('antifraude')
  await expect(collected).toContainText(`STUN do Google (${STUN_SERVER_URL.split(':')[1]})`)
  for (const service of IP_LOOKUP_SERVICES) {
    await expect(collected).toContainText(`${service.provider} (${new URL(service.url).host})`)
  }
})
