import { expect, test } from '@playwright/test'

test('the landing page is served in pt-BR with the plans from the API', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Atendimento Inteligente' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Profissional', exact: true })).toBeVisible()
})

test('a client route loads straight from the server through the app shell', async ({ page }) => {
  const response = await page.goto('/produtos')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Produtos' })).toBeVisible()
})

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/nao-existe')
  await expect(page.getByRole('heading', { name: 'Oops! Página não encontrada' })).toBeVisible()
  await page.getByRole('link', { name: 'Voltar para a página inicial' }).click()
  await expect(page).toHaveURL('/')
})

test('the server sends the right cache rules and security headers', async ({ request }) => {
  const shell = await request.get('/')
  expect(shell.headers()['cache-control']).toBe('no-cache')
  // Our own files, plus the inline pre-paint theme script by its hash: nothing else runs.
  expect(shell.headers()['content-security-policy']).toMatch(
    /script-src 'self'( 'sha256-[\w+/]+=*')+;/,
  )
  expect(shell.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(shell.headers()['x-content-type-options']).toBe('nosniff')
  const worker = await request.get('/sw.js')
  expect(worker.status()).toBe(200)
  expect(worker.headers()['cache-control']).toBe('no-cache')
  const manifest = await request.get('/manifest.webmanifest')
  expect(manifest.headers()['cache-control']).toBe('no-cache')
  expect((await manifest.json()).lang).toBe('pt-BR')
  const html = await shell.text()
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0]
  expect(asset).toBeDefined()
  const assetResponse = await request.get(asset as string)
  expect(assetResponse.headers()['cache-control']).toContain('immutable')
})

test('public pages arrive prerendered and hydrate without errors', async ({ page, request }) => {
  const html = await (await request.get('/produtos')).text()
  expect(html).toContain('data-ssr-path="/produtos"')
  expect(html).toMatch(/<h1[^>]*>Produtos<\/h1>/)
  expect(html).toContain('<title>Produtos personalizados | Atendimento Inteligente</title>')

  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  await page.goto('/produtos')
  const heading = await page.getByRole('heading', { level: 1 }).elementHandle()
  await page.waitForLoadState('networkidle')
  // Hydration adopts the server's nodes instead of replacing them.
  expect(await heading?.evaluate((node) => node.isConnected)).toBe(true)
  expect(problems).toEqual([])
})
