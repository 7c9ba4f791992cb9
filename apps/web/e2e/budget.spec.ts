import { expect, type Page, test } from '@playwright/test'
import { APP_BUDGET, LANDING_BUDGET, LOADED_ONCE_USABLE, measureFirstLoad } from './first-load.ts'
import { waitForApp } from './public-helpers.ts'

const listed = (files: { url: string; gzipBytes: number }[]) =>
  files.map((file) => `${file.gzipBytes} B  ${file.url}`).join('\n')

test('the landing stays inside its first-load budget (130 kB JS, 20 kB CSS, gzip), without the app', async ({
  page,
}) => {
  const load = await measureFirstLoad(page, '/')
  const report = listed(load.files)
  expect(load.jsGzipBytes, `JS do primeiro carregamento:\n${report}`).toBeLessThanOrEqual(
    LANDING_BUDGET.jsGzipBytes,
  )
  expect(load.cssGzipBytes, `CSS do primeiro carregamento:\n${report}`).toBeLessThanOrEqual(
    LANDING_BUDGET.cssGzipBytes,
  )
  // The app comes with the visitor's first act: none of it before (the page shows all it has).
  expect(report, 'o app não espera o visitante').not.toMatch(/\/(framework|start)-[\w-]+\.js/)
  await expect(page.getByRole('list', { name: 'Planos' }).getByRole('article')).toHaveCount(3)
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull()
})

test('with the first act, the whole app arrives inside its budget (155 kB JS, gzip)', async ({
  page,
}) => {
  const load = await measureFirstLoad(page, '/', waitForApp)
  expect(load.jsGzipBytes, `JS com o app:\n${listed(load.files)}`).toBeLessThanOrEqual(
    APP_BUDGET.jsGzipBytes,
  )
})

/** The scripts a page fetched before its app took over, and those its HTML asked for at once. */
async function scriptsBeforeTheApp(page: Page, path: string) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.dataset.hydrated) return
      ;(window as Window & { hydratedAt?: number }).hydratedAt = performance.now()
      observer.disconnect()
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
  })
  await page.goto(path)
  // On the landing, the visitor's act starts the app (elsewhere it starts by itself).
  await waitForApp(page)
  return page.evaluate(() => {
    const hydratedAt = (window as Window & { hydratedAt?: number }).hydratedAt ?? 0
    const pathOf = (url: string) => new URL(url, location.href).pathname
    return {
      fetched: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime <= hydratedAt)
        .map((entry) => pathOf(entry.name)),
      entry: [...document.querySelectorAll<HTMLScriptElement>('script[type=module][src]')].map(
        (script) => pathOf(script.src),
      ),
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map(
        (link) => pathOf(link.href),
      ),
    }
  })
}

test('a page asks for all its app files at once (after its first paint, or on the landing at the first act), not one round trip after another', async ({
  page,
}) => {
  for (const path of ['/', '/produtos', '/login', '/termos', '/subscribe/plano-essencial']) {
    const { fetched, entry, preloaded } = await scriptsBeforeTheApp(page, path)
    expect(preloaded.length, path).toBeGreaterThan(0)
    // The entry imports its own small chunk (what runs before the app) itself.
    const foundLater = fetched.filter(
      (file) =>
        !entry.includes(file) &&
        !preloaded.includes(file) &&
        !/\/before-app-/.test(file) &&
        !LOADED_ONCE_USABLE.test(file),
    )
    expect(foundLater, `${path}: scripts found only as the app ran`).toEqual([])
  }
})

test('the landing asks for none of the app while the visitor only reads', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('link[rel=modulepreload]')).toHaveCount(0)
})
