import { expect, test } from '@playwright/test'
import { LANDING_BUDGET, measureFirstLoad } from './first-load.ts'

test('the landing stays inside its first-load budget (150 kB JS, 20 kB CSS, gzip)', async ({
  page,
}) => {
  const load = await measureFirstLoad(page, '/')
  const report = load.files.map((file) => `${file.gzipBytes} B  ${file.url}`).join('\n')
  expect(load.jsGzipBytes, `JS do primeiro carregamento:\n${report}`).toBeLessThanOrEqual(
    LANDING_BUDGET.jsGzipBytes,
  )
  expect(load.cssGzipBytes, `CSS do primeiro carregamento:\n${report}`).toBeLessThanOrEqual(
    LANDING_BUDGET.cssGzipBytes,
  )
})
