import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router'
import type { AppStore } from '../features/auth/session.ts'
import { RootFrame } from '../features/shell/root-frame.tsx'

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
      <HeadContent />
      <RootFrame store={store}>
        <Outlet />
      </RootFrame>
    </>
  )
}
