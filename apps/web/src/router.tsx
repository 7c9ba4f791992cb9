import { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { createStore } from 'jotai'
import { routeTree } from './routeTree.gen.ts'

interface AppRouterOptions {
  history?: RouterHistory
  /** Build-time render: no scroll restoration (it would emit an inline script). */
  server?: boolean
}

export function createAppRouter({ history, server = false }: AppRouterOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1 } },
  })
  // One jotai store per app instance: the session and other client state live here, and route
  // guards read it through the router context.
  const store = createStore()
  const router = createRouter({
    routeTree,
    context: { queryClient, store },
    defaultPreload: 'intent',
    scrollRestoration: !server,
    ...(history && { history }),
  })
  return { router, queryClient, store }
}

export type AppRouter = ReturnType<typeof createAppRouter>['router']

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /** false: the page draws its own header (dashboard, legal pages), not the site's. */
    siteHeader?: boolean
    /** false: the page has no site footer. */
    siteFooter?: boolean
  }
}
