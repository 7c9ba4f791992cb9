import { expect, type Locator, type Page, test } from '@playwright/test'
import { openSignedIn, registerAccount } from './account-helpers.ts'
import { open, storeCookieChoice, storeTheme, THEMES } from './public-helpers.ts'

// Slips a customer saw: measured, in both themes, at the widths where they showed.

/** The left and right edges of an element's content (inside its padding). */
async function contentEdges(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const style = getComputedStyle(element)
    return {
      left: box.left + Number.parseFloat(style.paddingLeft),
      right: box.right - Number.parseFloat(style.paddingRight),
    }
  })
}

const colours = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element)
    return { color: style.color, background: style.backgroundColor }
  })

async function prepare(page: Page, theme: (typeof THEMES)[number]) {
  await storeCookieChoice(page)
  await storeTheme(page, theme)
  await page.setViewportSize({ width: 1440, height: 900 })
}

for (const theme of THEMES) {
  test(`the registration box stays within the header's width (${theme})`, async ({ page }) => {
    await prepare(page, theme)
    await open(page, '/registro')
    const header = await contentEdges(page.locator('header').first().locator('> div').first())
    const inner = await contentEdges(page.locator('main').first().locator('> div').first())
    expect(inner.left).toBeGreaterThanOrEqual(header.left - 0.5)
    expect(inner.right).toBeLessThanOrEqual(header.right + 0.5)
    // The benefits panel is the right-hand end of the box.
    const aside = await page.getByRole('complementary').boundingBox()
    expect((aside?.x ?? 0) + (aside?.width ?? 0)).toBeLessThanOrEqual(header.right + 0.5)
  })

  test(`the 'Recomendado' download card keeps its title in line (${theme})`, async ({ page }) => {
    await prepare(page, theme)
    await open(page, '/download')
    await expect(page.getByText('Recomendado', { exact: true })).toBeVisible()
    const tops = await page
      .getByRole('list', { name: 'Plataformas' })
      .getByRole('heading', { level: 2 })
      .evaluateAll((headings) => headings.map((heading) => heading.getBoundingClientRect().top))
    expect(tops.length).toBe(3)
    for (const top of tops) expect(Math.abs(top - (tops[0] as number))).toBeLessThan(1)
  })

  test(`the active sidebar item keeps its colours under the pointer (${theme})`, async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, `menu-${theme}`)
    await prepare(page, theme)
    await openSignedIn(page, account, '/dashboard?tab=security')
    const active = page.getByRole('navigation', { name: 'Painel da conta' }).getByRole('link', {
      name: 'Segurança',
    })
    await expect(active).toHaveAttribute('aria-current', 'page')
    await page.mouse.move(0, 0)
    const resting = await colours(active)
    await active.hover()
    expect(await colours(active)).toEqual(resting)
  })

  test.describe(`offline (${theme})`, () => {
    // What the service worker keeps is the point here (the config blocks it elsewhere).
    test.use({ serviceWorkers: 'allow' })

    test(`the dashboard offline keeps its header and a way back (${theme})`, async ({
      page,
      context,
      request,
    }) => {
      const account = await registerAccount(request, `offline-${theme}`)
      await prepare(page, theme)
      await openSignedIn(page, account, '/dashboard')
      await expect(page.getByRole('heading', { level: 1, name: 'Minha Conta' })).toBeVisible()
      // The service worker's first install ends in a reload (autoUpdate): let it happen first.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
      await expect(page.getByRole('heading', { level: 1, name: 'Minha Conta' })).toBeVisible()
      await context.setOffline(true)
      await expect(page.getByRole('heading', { name: 'Sem conexão com a internet' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Voltar para o início' })).toBeVisible()
      await context.setOffline(false)
      await expect(page.getByRole('heading', { level: 1, name: 'Minha Conta' })).toBeVisible()
    })
  })
}
