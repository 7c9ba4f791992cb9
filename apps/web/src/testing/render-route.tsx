import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render } from 'vitest-browser-react'
import { startSession } from '../features/auth/session.ts'
import { createAppRouter } from '../router.tsx'

/** Renders the real route tree at a URL, with a fresh QueryClient that does not retry. */
export async function renderRoute(url: string) {
  const { router, queryClient, store } = createAppRouter({
    history: createMemoryHistory({ initialEntries: [url] }),
  })
  void startSession(store)
  queryClient.setDefaultOptions({ queries: { retry: false } })
  const screen = await render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { screen, router, queryClient, store }
}
