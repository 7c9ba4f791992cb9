import { RouterContextProvider } from '@tanstack/react-router'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { createAppRouter } from './router.tsx'

// No route may show the router's English default screens: the router falls back to ours.
describe('the router default screens', () => {
  it('shows the pt-BR error page for a route without its own', async () => {
    const { router } = createAppRouter()
    const ErrorScreen = router.options.defaultErrorComponent
    expect(ErrorScreen).toBeDefined()
    if (!ErrorScreen) return
    await render(
      <RouterContextProvider router={router}>
        <Suspense>
          <ErrorScreen error={new Error('falhou')} reset={() => undefined} />
        </Suspense>
      </RouterContextProvider>,
    )
    await expect.element(page.getByRole('heading', { name: 'Algo deu errado' })).toBeVisible()
  })

  it('shows the pt-BR 404 page for a path no route has', async () => {
    const { router } = createAppRouter()
    const NotFound = router.options.defaultNotFoundComponent
    expect(NotFound).toBeDefined()
    if (!NotFound) return
    await render(
      <RouterContextProvider router={router}>
        <Suspense>
          <NotFound data={undefined} isNotFound routeId="__root__" />
        </Suspense>
      </RouterContextProvider>,
    )
    await expect
      .element(page.getByRole('heading', { name: 'Oops! Página não encontrada' }))
      .toBeVisible()
  })
})
