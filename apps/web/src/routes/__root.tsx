import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { AppStore } from '../features/auth/session.ts'
import { RootFrame } from '../features/shell/root-frame.tsx'
import { RouteHead } from '../features/shell/route-head.tsx'

export interface RouterContext {
  queryClient: QueryClient
  store: AppStore
}

// A path that matches nothing gets the router's default not-found screen (router.tsx), loaded
// only then.
export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})

function RootLayout() {
  const { store } = Route.useRouteContext()
  return (
    <>
      <RouteHead />
      <RootFrame store={store}>
        <Outlet />
      </RootFrame>
    </>
  )
}
