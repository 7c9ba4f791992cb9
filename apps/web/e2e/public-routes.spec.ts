import { expect, test } from '@playwright/test'
import { axeViolations } from './axe.ts'
import { open, PUBLIC_PAGES, storeTheme, THEMES, waitForApp } from './public-helpers.ts'

test('every public route shows its heading', async ({ page }) => {
  for (const { path, heading } of PUBLIC_PAGES) {
    await open(page, path)
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible()
  }
})

test('prerendered pages carry their title, description, canonical and Open Graph tags', async ({
  request,
}) => {
  const html = await (await request.get('/produto/caneca-personalizada')).text()
  expect(html).toContain('data-ssr-path="/produto/caneca-personalizada"')
  expect(html).toContain('<title>Caneca personalizada | Atendimento Inteligente</title>')
  expect(html).toMatch(/<meta name="description" content="Caneca de cerâmica[^"]*"\/>/)
  expect(html).toContain(
    '<link rel="canonical" href="https://atendimento-inteligente.example/produto/caneca-personalizada"/>',
  )
  expect(html).toContain(
    '<meta property="og:title" content="Caneca personalizada | Atendimento Inteligente"/>',
  )
  // One description only: the template's default gives way to the page's.
  expect(html.match(/name="description"/g)).toHaveLength(1)
})

test('every prerendered page hydrates without errors or a second render', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (message) => {
    // The 404 page logs the attempted path on purpose.
    if (message.type() === 'error' && !message.text().startsWith('404:'))
      problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  for (const { path } of PUBLIC_PAGES.filter((entry) => !entry.path.includes('nao-existe'))) {
    const target = path === '/pagina-que-nao-existe' ? '/404' : path
    await page.goto(target)
    const heading = await page.getByRole('heading', { level: 1 }).elementHandle()
    await waitForApp(page)
    await page.waitForLoadState('networkidle')
    // Hydration adopts the server's nodes instead of replacing them.
    expect(await heading?.evaluate((node) => node.isConnected), target).toBe(true)
  }
  expect(problems).toEqual([])
})

test('the 404 page is prerendered and logs the attempted path', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (message) => logged.push(message.text()))
  await open(page, '/caminho/desconhecido')
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Oops! Página não encontrada' })).toBeVisible()
  await expect.poll(() => logged.join('\n')).toContain('/caminho/desconhecido')
  await page.getByRole('link', { name: 'Voltar para a página inicial' }).click()
  await expect(page).toHaveURL('/')
})

for (const theme of THEMES) {
  test(`every public route has no axe violations (${theme})`, async ({ page }) => {
    test.slow()
    await storeTheme(page, theme)
    for (const { path, heading } of PUBLIC_PAGES) {
      await open(page, path)
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible()
      await expect(page.locator('html'), path).toHaveClass(theme)
      await page.waitForLoadState('networkidle')
      expect(await axeViolations(page), `${path} (${theme})`).toEqual([])
    }
  })

  test(`open menus, the cookie panel and the cart have no axe violations (${theme})`, async ({
    page,
  }) => {
    await storeTheme(page, theme)
    await open(page, '/produto/caneca-personalizada')
    await page.getByRole('button', { name: 'Produto', exact: true }).click()
    expect(await axeViolations(page), 'menu Produto').toEqual([])
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click()
    await page.getByRole('button', { name: /^Carrinho/ }).click()
    await expect(page.getByRole('dialog', { name: 'Seu carrinho' })).toBeVisible()
    expect(await axeViolations(page), 'carrinho').toEqual([])
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Personalizar' }).click()
    await expect(page.getByRole('list', { name: 'Categorias de cookies' })).toBeVisible()
    expect(await axeViolations(page), 'preferências de cookies').toEqual([])
  })
}
