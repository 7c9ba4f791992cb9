import { expect, type Page, test } from '@playwright/test'
import { storeCookieChoice, waitForApp } from './public-helpers.ts'
import { startSiteCopy } from './pwa-server.ts'

test.use({ serviceWorkers: 'allow' })
test.beforeEach(async ({ page }) => storeCookieChoice(page))
// Each test starts its own server and installs the whole precache (1.9 MB): 1.1 minutes once,
// with npm test's other suites on the same two cores.
test.setTimeout(120_000)

/** The worker takes control (clientsClaim) only once its install, the whole precache, is done. */
async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

const OFFLINE_PAGES = [
  { path: '/produtos', heading: 'Produtos' },
  { path: '/produto/caneca-personalizada', heading: 'Caneca personalizada' },
  { path: '/servico/sites', heading: 'Criação de sites' },
  { path: '/termos', heading: 'Termos de Uso' },
  { path: '/privacidade', heading: 'Política de Privacidade' },
  { path: '/cookies', heading: 'Política de Cookies' },
  { path: '/demo', heading: 'Demonstração interativa' },
  { path: '/download', heading: 'Baixe o Atendimento Inteligente' },
]

test('after one visit the public pages open offline and the account says it needs a connection', async ({
  page,
  context,
}) => {
  const site = await startSiteCopy()
  try {
    await page.goto(`${site.origin}/`)
    // The landing's app, which registers the worker, comes with the visitor's first act.
    await waitForApp(page)
    await controlledByServiceWorker(page)
    await site.stop()
    await context.setOffline(true)

    for (const { path, heading } of OFFLINE_PAGES) {
      await page.goto(`${site.origin}${path}`)
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible()
    }
    await expect(
      page.getByRole('status').filter({ hasText: 'Você está sem conexão' }),
    ).toBeVisible()

    await page.goto(`${site.origin}/dashboard`)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sem conexão com a internet' }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
  } finally {
    await site.remove()
  }
})

test('a waiting new version shows the update prompt, and updating reloads onto it', async ({
  page,
}) => {
  const site = await startSiteCopy()
  try {
    await page.goto(`${site.origin}/`)
    // The landing's app, which registers the worker, comes with the visitor's first act.
    await waitForApp(page)
    await controlledByServiceWorker(page)
    await site.releaseNewServiceWorker()
    await page.reload()
    await waitForApp(page)
    const prompt = page.getByRole('region', { name: 'Nova versão disponível' })
    await expect(prompt).toBeVisible({ timeout: 20_000 })

    const workers = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration()
        return {
          waiting: Boolean(registration?.waiting),
          controlled: Boolean(navigator.serviceWorker.controller),
        }
      })
    expect(await workers()).toEqual({ waiting: true, controlled: true })
    await page.evaluate(() => {
      ;(window as unknown as { beforeUpdate: boolean }).beforeUpdate = true
    })
    await prompt.getByRole('button', { name: 'Atualizar' }).click()
    await page.waitForFunction(
      () => !(window as unknown as { beforeUpdate?: boolean }).beforeUpdate,
    )
    await expect(prompt).toBeHidden()
    // The page reloaded under the new worker: nothing waits any more.
    await expect.poll(workers).toEqual({ waiting: false, controlled: true })
  } finally {
    await site.remove()
  }
})
