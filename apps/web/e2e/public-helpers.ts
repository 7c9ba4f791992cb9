import type { Page } from '@playwright/test'

export const THEMES = ['light', 'dark'] as const
export type Theme = (typeof THEMES)[number]

/** Every public route with the level-1 heading it must show (404 included). */
export const PUBLIC_PAGES: readonly { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: 'Atendimento Inteligente' },
  { path: '/produtos', heading: 'Produtos' },
  { path: '/produto/caneca-personalizada', heading: 'Caneca personalizada' },
  { path: '/produto/mousepad-personalizado', heading: 'Mousepad personalizado' },
  { path: '/produto/combo-escritorio', heading: 'Combo escritório' },
  { path: '/produto/pecas-3d', heading: 'Peças em impressão 3D' },
  { path: '/servico/sublimacao', heading: 'Sublimação' },
  { path: '/servico/impressao-3d', heading: 'Impressão 3D' },
  { path: '/servico/corte-a-laser', heading: 'Corte a laser' },
  { path: '/servico/sites', heading: 'Criação de sites' },
  { path: '/produto/nao-existe', heading: 'Produto não encontrado' },
  { path: '/servico/nao-existe', heading: 'Serviço não encontrado' },
  { path: '/download', heading: 'Baixe o Atendimento Inteligente' },
  { path: '/demo', heading: 'Demonstração interativa' },
  { path: '/por-que-escolher', heading: 'Por que escolher o Atendimento Inteligente?' },
  { path: '/termos', heading: 'Termos de Uso' },
  { path: '/privacidade', heading: 'Política de Privacidade' },
  { path: '/cookies', heading: 'Política de Cookies' },
  { path: '/pagina-que-nao-existe', heading: 'Oops! Página não encontrada' },
]

/**
 * Waits until the app runs the page (prerendered HTML shows before it does). The landing's app
 * waits for the visitor's first act (a touch, a key, the pointer): a key press (Shift, which
 * types nothing) is that act.
 */
export async function waitForApp(page: Page) {
  await page.keyboard.press('Shift')
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

/** Opens a page and waits until it is interactive. */
export async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForApp(page)
}

/** Stores a theme before the page loads (what the toggle would have saved). */
export async function storeTheme(page: Page, theme: Theme) {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
}

/** Stores a cookie choice before the page loads, so the banner stays out of the way. */
export async function storeCookieChoice(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('cookie_consent', 'true')
    localStorage.setItem(
      'cookie_preferences',
      JSON.stringify({
        essential: true,
        performance: false,
        functionality: false,
        marketing: false,
      }),
    )
  })
}

/** The cart as this page stored it. */
export const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null'))
