import { expect, test } from '@playwright/test'
import { APP_BUDGET, LANDING_BUDGET, measureFirstLoad } from './first-load.ts'
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
