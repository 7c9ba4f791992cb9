import { filterCatalogue } from '@atendimento/domain/catalogue/filter'
import { PRODUCTS } from '@atendimento/domain/catalogue/products'
import { SERVICES } from '@atendimento/domain/catalogue/services'
import { CATALOGUE_DEFAULTS } from '@atendimento/domain/schemas/search'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { PHONES, phoneContext } from './phone-layout.ts'
import { waitForApp } from './public-helpers.ts'

// A phone on a slow connection shows a prerendered page long before the app's code arrives.
// These tests hold that code back (or block scripts altogether) to act in that window.

/**
 * Holds every app script (or those `scripts` names) until `release()`: the page shows, the app
 * (or that part of it) has not started.
 */
async function holdAppCode(page: Page, scripts = '**/assets/*.js') {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(scripts, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** Opens a page whose app code is held: it is shown (its HTML parsed) but not yet run. */
async function openBeforeApp(page: Page, path: string) {
  // The held module script also holds DOMContentLoaded back: wait for the content instead.
  await page.goto(path, { waitUntil: 'commit' })
  await page.getByRole('heading', { level: 1 }).waitFor()
  await page.getByRole('contentinfo').waitFor()
}

const hydrated = (page: Page) =>
  page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })

/** A phone's page, with the errors it throws. */
async function phonePage(browser: Browser) {
  const context = await phoneContext(browser, PHONES[1])
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return { context, page, errors }
}

const banner = (page: Page) => page.getByRole('region', { name: 'Sua privacidade' })

test('before the app runs, the header, menu, FAQ and cookie banner work and the rest says it is not ready', async ({
  browser,
}) => {
  const { context, page, errors } = await phonePage(browser)
  const release = await holdAppCode(page)
  await openBeforeApp(page, '/')

  const html = page.locator('html')
  const toggle = page.getByRole('button', { name: 'Alternar tema claro/escuro' })
  await toggle.tap()
  await expect(html).toHaveClass(/light/)

  await page.getByRole('button', { name: 'Abrir menu' }).tap()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu.getByRole('link', { name: 'Funcionalidades' })).toBeVisible()
  await menu.getByRole('button', { name: 'Fechar menu' }).tap()
  await expect(menu).toBeHidden()

  const question = page.locator('#faq summary').first()
  await question.scrollIntoViewIfNeeded()
  await question.tap()
  await expect(page.locator('#faq details').first()).toHaveAttribute('open', '')

  // What only the app can do is announced as unavailable, not silently ignored.
  await expect(page.getByRole('button', { name: 'Carrinho' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await expect(page.getByRole('button', { name: 'Personalizar' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await expect(page.getByRole('button', { name: 'Preferências de cookies' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )

  await banner(page).getByRole('button', { name: 'Aceitar Todos' }).tap()
  await expect(banner(page)).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('true')

  // Wider, the header's own menus: native popovers, no app needed.
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.getByRole('button', { name: 'Produto', exact: true }).tap()
  await expect(page.getByRole('link', { name: 'Funcionalidades' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('link', { name: 'Funcionalidades' })).toBeHidden()
  expect(await html.getAttribute('data-hydrated')).toBeNull()
  const headerBefore = await toggle.boundingBox()

  release()
  await hydrated(page)
  // Entrar takes the place kept for it: nothing in the header moves.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible()
  expect(await toggle.boundingBox()).toEqual(headerBefore)
  // The app takes over what was chosen before it ran, and from now on answers the taps itself.
  await expect(html).toHaveClass(/light/)
  await expect(banner(page)).toBeHidden()
  await expect(page.getByRole('button', { name: 'Carrinho' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await toggle.tap()
  await expect(html).toHaveClass(/dark/)
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
  expect(errors).toEqual([])
  await context.close()
})

test('with JavaScript blocked, the header menus and the FAQ still work and nothing dead is shown', async ({
  browser,
}) => {
  const context = await browser.newContext({
    ...PHONES[1],
    viewport: PHONES[1],
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: false,
    serviceWorkers: 'block',
  })
  const page = await context.newPage()
  await page.goto('/')
  await page.getByRole('button', { name: 'Abrir menu' }).tap()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu.getByRole('link', { name: 'Preços' })).toBeVisible()
  await menu.getByRole('button', { name: 'Fechar menu' }).tap()
  await expect(menu).toBeHidden()
  await page.locator('#faq summary').first().tap()
  await expect(page.locator('#faq details').first()).toHaveAttribute('open', '')
  // Controls no page could answer without a script are not shown at all.
  for (const name of ['Alternar tema claro/escuro', 'Carrinho', 'Aceitar Todos']) {
    await expect(page.getByRole('button', { name })).toBeHidden()
  }
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.getByRole('button', { name: 'Suporte', exact: true }).tap()
  await expect(page.getByRole('link', { name: 'Contato' }).first()).toBeVisible()
  await context.close()
})

test('scroll, focus and typed text are kept when the app takes the page over', async ({
  browser,
}) => {
  const context = await phoneContext(browser, PHONES[1])
  const page = await context.newPage()

  let release = await holdAppCode(page)
  await openBeforeApp(page, '/')
  await page.evaluate(() => window.scrollTo(0, 1500))
  release()
  await waitForApp(page)
  expect(await page.evaluate(() => window.scrollY)).toBe(1500)

  await page.unrouteAll()
  release = await holdAppCode(page)
  await openBeforeApp(page, '/produtos')
  const search = page.getByRole('searchbox', { name: 'Buscar' })
  await search.tap()
  await page.keyboard.type('caneca')
  await page.evaluate(() => window.scrollTo(0, 200))
  release()
  await hydrated(page)
  await expect(page).toHaveURL('/produtos?busca=caneca')
  // The typed search is the app's now: the list is filtered by it.
  const searched = { ...CATALOGUE_DEFAULTS, busca: 'caneca' }
  const found = [...filterCatalogue(PRODUCTS, searched), ...filterCatalogue(SERVICES, searched)]
  await expect(page.getByRole('status').filter({ hasText: 'encontrado' })).toHaveText(
    `${found.length} itens encontrados`,
  )
  await expect(search).toHaveValue('caneca')
  await expect(search).toBeFocused()
  expect(await page.evaluate(() => window.scrollY)).toBe(200)
  await context.close()
})

test('pages that are not prerendered show the site and a loading state at once, and so does a navigation that waits', async ({
  browser,
}) => {
  const context = await phoneContext(browser, PHONES[1])
  const page = await context.newPage()
  const release = await holdAppCode(page)
  // A checkout at a later step (the plain address has a preview of its own, below).
  await page.goto('/subscribe/plano-essencial?etapa=cadastro', { waitUntil: 'commit' })
  // The app shell: the site's header and footer around a loading state, before any app code.
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Atendimento Inteligente' }),
  ).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Carregando a página' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeAttached()
  release()
  await expect(page.getByRole('heading', { name: 'Assinar o plano Essencial' })).toBeVisible()
  // The steps keep their names on a phone, not only 1-2-3.
  const steps = page.getByRole('navigation', { name: 'Etapas' })
  for (const name of ['Detalhes do plano', 'Cadastro', 'Pagamento']) {
    await expect(steps.getByText(name)).toBeVisible()
  }

  // An unknown plan says so before going home, never a blank page.
  await page.goto('/subscribe/plano-que-nao-existe')
  await expect(page.getByText('Plano não encontrado').first()).toBeVisible()
  await expect(page).toHaveURL('/')

  // A navigation waiting for its data shows progress at once; the old page stays meanwhile.
  await hydrated(page)
  let answer = () => {}
  const answered = new Promise<void>((resolve) => {
    answer = resolve
  })
  await page.route('**/api/plan/plano-profissional', async (route) => {
    await answered
    await route.continue()
  })
  await page
    .getByRole('article', { name: 'Profissional', exact: true })
    .getByRole('link', { name: 'Assinar Agora' })
    .tap()
  await expect(page.getByRole('progressbar', { name: 'Carregando a página' })).toBeAttached()
  answer()
  await expect(page.getByRole('heading', { name: 'Assinar o plano Profissional' })).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Carregando a página' })).toHaveCount(0)
  await context.close()
})

test("a checkout shows its plan and price before the app's code has come, and nothing it cannot answer yet", async ({
  browser,
}) => {
  const { context, page, errors } = await phonePage(browser)
  const release = await holdAppCode(page)
  await openBeforeApp(page, '/subscribe/plano-profissional')
  await expect(page).toHaveTitle('Assinar Profissional | Atendimento Inteligente')
  await expect(page.getByRole('heading', { name: 'Assinar o plano Profissional' })).toBeVisible()
  const summary = page.getByRole('complementary', { name: 'Plano Profissional' })
  await expect(summary).toContainText('R$ 99,90')
  await expect(summary.getByRole('list', { name: 'Recursos incluídos' })).toContainText(
    'Transferência inteligente para atendente',
  )
  // Its first step says it is getting ready: no 'Continuar' that nothing would answer yet.
  await expect(
    page.getByRole('status').filter({ hasText: 'Preparando a assinatura' }),
  ).toBeVisible()
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0)

  release()
  await page.getByRole('button', { name: 'Continuar' }).tap()
  await expect(page.getByLabel(/^Nome completo/)).toBeVisible()
  await expect(summary).toContainText('R$ 99,90')
  expect(errors).toEqual([])
  await context.close()
})

test('a checkout step whose code is still on its way says so, and shows once it has come', async ({
  page,
}) => {
  const release = await holdAppCode(page, '**/assets/signup-step-*.js')
  await page.goto('/subscribe/plano-essencial')
  await page.getByRole('button', { name: 'Continuar' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Carregando esta etapa…' })).toBeVisible()
  release()
  await expect(page.getByLabel(/^Nome completo/)).toBeVisible()
})

test('on the landing the app waits for the visitor, and a first tap on the cart opens it once the app has come', async ({
  browser,
}) => {
  const { context, page, errors } = await phonePage(browser)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  // Only read so far: the plans are on the page, the app is not.
  await expect(page.getByRole('list', { name: 'Planos' }).getByRole('article')).toHaveCount(3)
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull()

  // A tap, not a click: the cart says it is not ready (aria-disabled), and the visitor taps anyway.
  const box = await page.getByRole('button', { name: 'Carrinho' }).boundingBox()
  if (!box) throw new Error('o carrinho não está na tela')
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
  await expect(page.getByRole('dialog', { name: 'Seu carrinho' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  expect(errors).toEqual([])
  await context.close()
})

test('when the plans on sale differ from the cards in the landing, the app starts without waiting and shows them', async ({
  page,
}) => {
  await page.route('**/api/plan?activeOnly=true', async (route) => {
    const answer = await (await route.fetch()).json()
    answer.data[0].price = 5990
    await route.fulfill({ json: answer })
  })
  await page.goto('/')
  const plans = page.getByRole('list', { name: 'Planos' })
  // No act from the visitor: the entry's check found the cards out of date.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(plans.getByRole('article').first()).toContainText('59,90')
})
