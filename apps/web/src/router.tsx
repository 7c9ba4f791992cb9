import { MutationCache, QueryClient } from '@tanstack/react-query'
import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router'
import { createStore } from 'jotai'
import { ApiError } from './api/request.ts'
import { routeTree } from './routeTree.gen.ts'

// The router's own screens are English: every route falls back to ours, loaded only when shown.
const notFoundScreen = lazyRouteComponent(
  () => import('./features/shell/not-found-screen.tsx'),
  'NotFoundScreen',
)
const routeError = lazyRouteComponent(
  () => import('./features/shell/route-error.tsx'),
  'RouteError',
)

interface AppRouterOptions {
  history?: RouterHistory
  /** Build-time render: no scroll restoration (it would emit an inline script). */
  server?: boolean
}

export function createAppRouter({ history, server = false }: AppRouterOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1 } },
    // A write that failed with no API answer is a bug: the screen says 'Erro inesperado...',
    // the console keeps what happened.
    mutationCache: new MutationCache({
      onError: (error) => {
        if (!(error instanceof ApiError)) console.error(error)
      },
    }),
  })
  // One jotai store per app instance: the session and other client state live here, and route
  // guards read it through the router context.
  const store = createStore()
  const router = createRouter({
    routeTree,
    context: { queryClient, store },
    defaultPreload: 'intent',
    defaultNotFoundComponent: notFoundScreen,
    defaultErrorComponent: routeError,
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
