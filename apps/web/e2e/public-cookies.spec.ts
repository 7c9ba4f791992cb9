import { expect, type Page, test } from '@playwright/test'
import { open, storeCookieChoice, waitForApp } from './public-helpers.ts'

const banner = (page: Page) => page.getByRole('region', { name: 'Sua privacidade' })
const stored = (page: Page) =>
  page.evaluate(() => ({
    consent: localStorage.getItem('cookie_consent'),
    preferences: JSON.parse(localStorage.getItem('cookie_preferences') ?? 'null'),
  }))

/** The page as its HTML and the pre-paint script show it, the app's code never running. */
async function openWithoutTheApp(page: Page, path: string) {
  await page.route(/\/assets\/start-[\w-]+\.js$/, (route) => route.abort())
  await page.goto(path)
}

test('the banner comes with the prerendered page, before the app starts', async ({ page }) => {
  await openWithoutTheApp(page, '/login')
  await expect(banner(page)).toBeVisible()
  await expect(banner(page).getByRole('button', { name: 'Aceitar Todos' })).toBeVisible()
})

test('a visitor who already chose never sees the banner, not even before the app starts', async ({
  page,
}) => {
  await storeCookieChoice(page)
  await openWithoutTheApp(page, '/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner(page)).toBeHidden()
})

test('a broken saved choice shows the banner once the app has read it', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('cookie_consent', 'true')
    localStorage.setItem('cookie_preferences', '{"essential":false}')
  })
  await open(page, '/')
  await expect(banner(page)).toBeVisible()
})

test('Aceitar Todos saves every category and the banner stays away', async ({ page }) => {
  await open(page, '/')
  await banner(page).getByRole('button', { name: 'Aceitar Todos' }).click()
  await expect(banner(page)).toBeHidden()
  expect(await stored(page)).toEqual({
    consent: 'true',
    preferences: { essential: true, performance: true, functionality: true, marketing: true },
  })
  await page.reload()
  await waitForApp(page)
  await expect(banner(page)).toBeHidden()
})

test('Rejeitar keeps only the essential cookies', async ({ page }) => {
  await open(page, '/produtos')
  await banner(page).getByRole('button', { name: 'Rejeitar' }).click()
  await expect(banner(page)).toBeHidden()
  expect((await stored(page)).preferences).toEqual({
    essential: true,
    performance: false,
    functionality: false,
    marketing: false,
  })
})

test('Personalizar saves a choice per category, essential always on', async ({ page }) => {
  await open(page, '/')
  await banner(page).getByRole('button', { name: 'Personalizar' }).click()
  const categories = banner(page).getByRole('list', { name: 'Categorias de cookies' })
  await expect(categories.getByRole('switch', { name: /Essenciais/ })).toBeChecked()
  await expect(categories.getByRole('switch', { name: /Essenciais/ })).toBeDisabled()
  await categories.getByText('Marketing').click()
  await banner(page).getByRole('button', { name: 'Salvar preferências' }).click()
  await expect(banner(page)).toBeHidden()
  expect((await stored(page)).preferences).toEqual({
    essential: true,
    performance: false,
    functionality: false,
    marketing: true,
  })
})

test('closing hides the banner without saving, so it comes back', async ({ page }) => {
  await open(page, '/')
  await banner(page).getByRole('button', { name: 'Fechar aviso de cookies' }).click()
  await expect(banner(page)).toBeHidden()
  expect((await stored(page)).consent).toBeNull()
  await page.reload()
  await expect(banner(page)).toBeVisible()
})

test("'Preferências de cookies' forgets the choice and shows the banner again", async ({
  page,
}) => {
  await open(page, '/')
  await banner(page).getByRole('button', { name: 'Aceitar Todos' }).click()
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: 'Preferências de cookies' })
    .click()
  await expect(banner(page)).toBeVisible()
  expect(await stored(page)).toEqual({ consent: null, preferences: null })
  // The privacy policy points to the same place.
  await banner(page).getByRole('button', { name: 'Rejeitar' }).click()
  await open(page, '/privacidade')
  await page.getByRole('button', { name: 'Abrir preferências de cookies' }).click()
  await expect(banner(page)).toBeVisible()
})
