import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router'
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
