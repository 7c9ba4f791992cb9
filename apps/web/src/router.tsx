import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router'
import { createStore } from 'jotai'
import { ApiError } from './api/request.ts'
import { endSessionWhenRefused, isRefusedSession } from './features/auth/session-expiry.ts'
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

/**
 * The router restores scroll positions on back and forward and starts new pages at the top. Its
 * first render is different: it takes over a page the visitor may already have scrolled (the
 * prerendered HTML, or the browser's own restoration on reload), so a page already scrolled is
 * left where it is instead of being thrown back to the top.
 */
function keepScrollOnFirstRender() {
  let first = true
  return () => {
    if (!first) return true
    first = false
    return window.scrollY === 0
  }
}

export function createAppRouter({ history, server = false }: AppRouterOptions = {}) {
  // One jotai store per app instance: the session and other client state live here, and route
  // guards read it through the router context.
  const store = createStore()
  const endSession = endSessionWhenRefused(store, () => void router.navigate({ to: '/login' }))
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError: endSession }),
    mutationCache: new MutationCache({
      onError: (error) => {
        endSession(error)
        // A write that failed with no API answer is a bug: the screen says 'Erro inesperado...',
        // the console keeps what happened.
        if (!(error instanceof ApiError)) console.error(error)
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A refused token will not be accepted a second later.
        retry: (failures, error) => failures < 1 && !isRefusedSession(error),
      },
    },
  })
  const router = createRouter({
    routeTree,
    context: { queryClient, store },
    defaultPreload: 'intent',
    defaultNotFoundComponent: notFoundScreen,
    defaultErrorComponent: routeError,
    scrollRestoration: server ? false : keepScrollOnFirstRender(),
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
