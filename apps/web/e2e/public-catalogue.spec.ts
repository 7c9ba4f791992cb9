import { expect, type Page, test } from '@playwright/test'
import { open, storeCookieChoice } from './public-helpers.ts'

test.beforeEach(async ({ page }) => storeCookieChoice(page))

const titles = (page: Page, group: string) =>
  page.getByRole('region', { name: group }).getByRole('heading', { level: 3 }).allTextContents()

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('search, category and sort live in the URL, and clearing resets them', async ({ page }) => {
  await open(page, '/produtos')
  await expect(page.getByRole('status')).toHaveText('8 itens encontrados')

  await page.getByRole('searchbox', { name: 'Buscar' }).fill('caneca')
  await expect(page).toHaveURL(/\?busca=caneca$/)
  expect(await titles(page, 'Produtos personalizados')).toEqual([
    'Caneca personalizada',
    'Combo escritório',
  ])
  expect(await titles(page, 'Serviços')).toEqual(['Sublimação'])

  await page.getByRole('searchbox', { name: 'Buscar' }).fill('')
  await choose(page, 'Categoria', 'Corte a laser')
  await expect(page).toHaveURL(/categoria=Corte\+a\+laser|categoria=Corte%20a%20laser/)
  expect(await titles(page, 'Serviços')).toEqual(['Corte a laser'])
  await expect(page.getByRole('region', { name: 'Produtos personalizados' })).toBeHidden()

  await choose(page, 'Categoria', 'Todas as categorias')
  await choose(page, 'Ordenar por', 'Preço')
  await expect(page).toHaveURL(/ordem=preco/)
  expect(await titles(page, 'Produtos personalizados')).toEqual([
    'Peças em impressão 3D',
    'Mousepad personalizado',
    'Caneca personalizada',
    'Combo escritório',
  ])

  await choose(page, 'Ordenar por', 'Categoria')
  expect((await titles(page, 'Produtos personalizados')).at(0)).toBe('Peças em impressão 3D')
  expect(await titles(page, 'Serviços')).toEqual([
    'Corte a laser',
    'Criação de sites',
    'Impressão 3D',
    'Sublimação',
  ])

  // A shared link restores the same view.
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveText(/Categoria/)

  await page.getByRole('button', { name: 'Limpar filtros' }).click()
  await expect(page).toHaveURL(/\/produtos$/)
  await expect(page.getByRole('status')).toHaveText('8 itens encontrados')
})

test('a search with no match offers to show everything again', async ({ page }) => {
  await open(page, '/produtos?busca=inexistente')
  await expect(page.getByRole('heading', { name: 'Nenhum item encontrado' })).toBeVisible()
  await page.getByRole('button', { name: 'Mostrar todos os itens' }).click()
  await expect(page).toHaveURL(/\/produtos$/)
})

test('malformed search params fall back to the defaults', async ({ page }) => {
  await open(page, '/produtos?categoria=Inexistente&ordem=aleatoria')
  await expect(page.getByRole('status')).toHaveText('8 itens encontrados')
  await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveText(/Nome/)
})

test('a card opens its product or service page', async ({ page }) => {
  await open(page, '/produtos')
  await page.getByRole('link', { name: 'Ver detalhes de Mousepad personalizado' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mousepad personalizado' }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Voltar aos produtos' }).click()
  await page.getByRole('link', { name: 'Ver detalhes de Criação de sites' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Criação de sites' })).toBeVisible()
  const quote = page.getByRole('link', { name: /Orçamento pelo WhatsApp/ })
  const text = decodeURIComponent((await quote.getAttribute('href'))?.split('text=')[1] ?? '')
  expect(text).toContain('Criação de sites')
})
