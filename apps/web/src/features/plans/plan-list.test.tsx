import { LIST_LOAD_MESSAGES } from '@atendimento/domain/messages'
import { makeUser } from '@atendimento/domain/testing/user'
import { worker } from '@atendimento/mocks/browser'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { renderRoute } from '../../testing/render-route.tsx'
import { settledSession, signIn } from '../auth/session.ts'

afterEach(() => localStorage.clear())

describe('landing plan list', () => {
  it('shows the active plans loaded from the API', async () => {
    await renderRoute('/')
    await expect.element(page.getByRole('heading', { name: 'Essencial' })).toBeVisible()
    // The seeded plans as the API seeds them: 'Profissional' is also in 'Profissional Trimestral'.
    await expect
      .element(page.getByRole('heading', { name: 'Profissional', exact: true }))
      .toBeVisible()
    await expect
      .element(page.getByRole('heading', { name: 'Profissional Trimestral' }))
      .toBeVisible()
  })

  it('shows a skeleton while the plans load', async () => {
    worker.use(http.get('*/api/plan', () => new Promise<never>(() => {})))
    await renderRoute('/')
    await expect
      .element(page.getByRole('status').filter({ hasText: 'Carregando planos' }))
      .toBeInTheDocument()
  })

  it('logs a load failure and says so with Tentar novamente, which loads the plans', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    let failing = true
    worker.use(
      http.get('*/api/plan', () =>
        failing ? HttpResponse.json({ message: 'Falhou' }, { status: 500 }) : undefined,
      ),
    )
    await renderRoute('/')
    await expect.poll(() => logged.mock.calls.length).toBeGreaterThan(0)
    const alert = page.getByRole('alert').filter({ hasText: LIST_LOAD_MESSAGES.plans })
    await expect.element(alert).toBeVisible()
    // No empty pricing gap, and no plan offered from a list that did not load.
    expect(page.getByRole('list', { name: 'Planos' }).elements()).toHaveLength(0)
    failing = false
    await alert.getByRole('button', { name: 'Tentar novamente' }).click()
    await expect.element(page.getByRole('heading', { name: 'Essencial' })).toBeVisible()
    logged.mockRestore()
  })

  it('sends a visitor to the checkout of the chosen plan', async () => {
    const { store } = await renderRoute('/')
    await settledSession(store)
    const plan = page
      .getByRole('article', { name: 'Essencial' })
      .getByRole('link', { name: 'Assinar Agora' })
    await expect.element(plan).toHaveAttribute('href', '/subscribe/plano-essencial')
  })

  it('sends a signed-in user to the plans tab of the dashboard', async () => {
    const { store } = await renderRoute('/')
    await settledSession(store)
    signIn(store, { token: 'token-de-teste', user: makeUser(), rememberMe: false })
    const plan = page
      .getByRole('article', { name: 'Profissional', exact: true })
      .getByRole('link', { name: 'Assinar Agora' })
    await expect.element(plan).toHaveAttribute('href', '/dashboard?tab=plans')
  })
})
