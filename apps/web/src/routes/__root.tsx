import type { QueryClient } from '@tanstack/react-query'
import {
  createRootRouteWithContext,
  HeadContent,
  lazyRouteComponent,
  Outlet,
} from '@tanstack/react-router'
import { Provider as JotaiProvider } from 'jotai'
import type { AppStore } from '../features/auth/session.ts'
import { SessionProvider } from '../features/auth/session-provider.tsx'
import { ConsentProvider } from '../features/consent/consent-provider.tsx'
import { AppShell } from '../features/shell/app-shell.tsx'

export interface RouterContext {
  queryClient: QueryClient
  store: AppStore
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Loaded only when a path matches nothing (the root's own components ship with every page).
  notFoundComponent: lazyRouteComponent(
    () => import('../features/shell/not-found-screen.tsx'),
    'NotFoundScreen',
  ),
})

function RootLayout() {
  const { store } = Route.useRouteContext()
  return (
    <JotaiProvider store={store}>
      <SessionProvider store={store}>
        <ConsentProvider>
          <HeadContent />
          <AppShell>
            <Outlet />
          </AppShell>
        </ConsentProvider>
      </SessionProvider>
    </JotaiProvider>
  )
}
