import { makeUser } from '@atendimento/domain/testing/user'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderRoute } from '../../testing/render-route.tsx'
import { settledSession, signIn } from '../auth/session.ts'
import { onUncaughtError, onUnhandledRejection } from './global-error-handlers.ts'

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  document.documentElement.className = 'dark'
  vi.restoreAllMocks()
})

describe('header', () => {
  it('offers Entrar to a visitor', async () => {
    const { store } = await renderRoute('/produtos')
    await settledSession(store)
    await expect
      .element(page.getByRole('link', { name: 'Entrar' }))
      .toHaveAttribute('href', '/login')
  })

  it("shows a signed-in user's menu with Dashboard, Minha Conta and Sair", async () => {
    const { store, router } = await renderRoute('/produtos')
    await settledSession(store)
    signIn(store, {
      token: 'token-de-teste',
      user: makeUser({ name: 'Ana Lima' }),
      rememberMe: false,
    })
    await page.getByRole('button', { name: 'Ana Lima' }).click()
    await expect
      .element(page.getByRole('menuitem', { name: 'Dashboard' }))
      .toHaveAttribute('href', '/dashboard')
    await expect
      .element(page.getByRole('menuitem', { name: 'Minha Conta' }))
      .toHaveAttribute('href', '/dashboard')
    await page.getByRole('menuitem', { name: 'Sair' }).click()
    await expect.poll(() => router.state.location.pathname).toBe('/')
    await expect.element(page.getByRole('link', { name: 'Entrar' })).toBeVisible()
  })

  it('adds Administração to the menu of an operator, and only of an operator', async () => {
    const { store } = await renderRoute('/produtos')
    await settledSession(store)
    signIn(store, {
      token: 'token-de-teste',
      user: makeUser({ name: 'Ana Lima' }),
      rememberMe: false,
    })
    await page.getByRole('button', { name: 'Ana Lima' }).click()
    await expect.element(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible()
    expect(page.getByRole('menuitem', { name: 'Administração' }).elements()).toHaveLength(0)
    await userEvent.keyboard('{Escape}')
    // The first menu is gone before the header changes hands (on a busy machine a click landed
    // while it was still closing, and the second menu never opened).
    await expect.element(page.getByRole('menuitem', { name: 'Sair' })).not.toBeInTheDocument()
    signIn(store, {
      token: 'token-de-operador',
      user: makeUser({ name: 'Paula Operadora', role: 'operator' }),
      rememberMe: false,
    })
    const operatorMenu = page.getByRole('button', { name: 'Paula Operadora' })
    await expect.element(operatorMenu).toHaveAttribute('aria-expanded', 'false')
    await operatorMenu.click()
    await expect
      .element(page.getByRole('menuitem', { name: 'Administração' }))
      .toHaveAttribute('href', '/admin')
  })

  it('opens a menu by keyboard and sends an internal page to the landing anchor', async () => {
    const { router } = await renderRoute('/produtos')
    const suporte = page.getByRole('button', { name: 'Suporte' })
    ;(suporte.element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    await expect.element(suporte).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('link', { name: 'FAQ' }).click()
    await expect.poll(() => router.state.location.href).toBe('/#faq')
    await expect.element(suporte).toHaveAttribute('aria-expanded', 'false')
  })

  it('sends Demonstração to /demo', async () => {
    await renderRoute('/produtos')
    await page.getByRole('button', { name: 'Produto', exact: true }).click()
    await expect
      .element(
        page
          .getByRole('navigation', { name: 'Principal' })
          .getByRole('link', { name: 'Demonstração' }),
      )
      .toHaveAttribute('href', '/demo')
  })

  it('closes a menu 100 ms after the pointer leaves it', async () => {
    await renderRoute('/produtos')
    const produto = page.getByRole('button', { name: 'Produto', exact: true })
    await produto.click()
    await expect.element(produto).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('heading', { level: 1 }).hover()
    await expect.element(produto).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes a menu on Escape and gives focus back to its button', async () => {
    await renderRoute('/produtos')
    const produto = page.getByRole('button', { name: 'Produto', exact: true })
    await produto.click()
    await userEvent.keyboard('{Escape}')
    await expect.element(produto).toHaveAttribute('aria-expanded', 'false')
    expect(document.activeElement).toBe(produto.element())
  })
})

describe('theme', () => {
  it('starts dark and stores the toggled theme, across tabs once functionality is allowed', async () => {
    document.documentElement.className = 'dark'
    await renderRoute('/produtos')
    await page.getByRole('button', { name: 'Alternar tema claro/escuro' }).click()
    expect(document.documentElement.classList.contains('light')).toBe(true)
    // No cookie choice yet: this tab only.
    expect(sessionStorage.getItem('theme')).toBe('light')
    expect(localStorage.getItem('theme')).toBeNull()
    await page.getByRole('button', { name: 'Aceitar Todos' }).click()
    expect(localStorage.getItem('theme')).toBe('light')
    expect(sessionStorage.getItem('theme')).toBeNull()
    await page.getByRole('button', { name: 'Alternar tema claro/escuro' }).click()
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    expect(localStorage.getItem('theme')).toBe('dark')
  })

  it('keeps the theme for this tab only after Rejeitar (issue 29)', async () => {
    localStorage.setItem('theme', 'light')
    await renderRoute('/produtos')
    await page.getByRole('button', { name: 'Rejeitar' }).click()
    expect(localStorage.getItem('theme')).toBeNull()
    expect(sessionStorage.getItem('theme')).toBe('light')
    expect(document.documentElement.classList.contains('light')).toBe(true)
  })

  it("follows the operating system when 'system' is stored", async () => {
    localStorage.setItem('theme', 'system')
    await renderRoute('/produtos')
    const systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches
    await expect
      .poll(() => document.documentElement.classList.contains(systemDark ? 'dark' : 'light'))
      .toBe(true)
  })
})

describe('global error handlers (spec section 8)', () => {
  it("shows 'Erro inesperado' for an uncaught error", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderRoute('/produtos')
    onUncaughtError(new ErrorEvent('error', { error: new Error('falhou'), message: 'falhou' }))
    await expect.element(page.getByText('Erro inesperado')).toBeVisible()
  })

  it("shows 'Erro de Promise' for an unhandled rejection", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderRoute('/produtos')
    const reason = new Error('rejeitada')
    onUnhandledRejection(
      new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason }),
    )
    await expect.element(page.getByText('Erro de Promise')).toBeVisible()
  })
})

describe('404', () => {
  it('shows the page and logs the attempted path', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderRoute('/nao-existe')
    await expect.element(page.getByText('404', { exact: true })).toBeVisible()
    await expect
      .element(page.getByRole('heading', { name: 'Oops! Página não encontrada' }))
      .toBeVisible()
    await expect
      .element(page.getByRole('link', { name: 'Voltar para a página inicial' }))
      .toHaveAttribute('href', '/')
    expect(logged).toHaveBeenCalledWith('404: rota não encontrada:', '/nao-existe')
  })
})
