import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { createStore, Provider as JotaiProvider } from 'jotai'
import { type ReactNode, useState } from 'react'
import { SessionProvider } from '../../auth/session-provider.tsx'
import { ConsentProvider } from '../../consent/consent-provider.tsx'
import ToasterHost from '../toaster-host.tsx'

/**
 * Renders one screen with what it needs around it (a router for its links, a jotai store,
 * the session and consent providers, the toaster) but not the app's route tree: for tests and
 * stories that show a screen with data the real routes never load (an unavailable product).
 */
export function ScreenHarness({ children, path = '/' }: { children: ReactNode; path?: string }) {
  const [setup] = useState(() => {
    const store = createStore()
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const rootRoute = createRootRoute({
      component: () => (
        <JotaiProvider store={store}>
          <SessionProvider store={store}>
            <ConsentProvider>
              {children}
              <ToasterHost />
            </ConsentProvider>
          </SessionProvider>
        </JotaiProvider>
      ),
    })
    const router = createRouter({
      routeTree: rootRoute,
      history: createMemoryHistory({ initialEntries: [path] }),
    })
    return { router, queryClient }
  })
  return (
    <QueryClientProvider client={setup.queryClient}>
      <RouterProvider router={setup.router as never} />
    </QueryClientProvider>
  )
}
