import type { QueryClient } from '@tanstack/react-query'
import {
  createRootRouteWithContext,
  HeadContent,
  lazyRouteComponent,
  Outlet,
} from '@tanstack/react-router'
import type { AppStore } from '../features/auth/session.ts'
import { RootFrame } from '../features/shell/root-frame.tsx'

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
    <>
      <HeadContent />
      <RootFrame store={store}>
        <Outlet />
      </RootFrame>
    </>
  )
}
