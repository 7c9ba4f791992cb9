import { dehydrate, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { prerender } from 'react-dom/static'
import { sessionAtom } from './features/auth/session.ts'
import { createAppRouter } from './router.tsx'

export { SITE_ORIGIN } from './features/contact/site-config.ts'
export { PRERENDERED_PATHS } from './prerendered-paths.ts'
export { structuredDataScript } from './structured-data-for.ts'

export interface RenderedPage {
  html: string
  dehydratedState: unknown
}

/** Renders one public URL to HTML at build time, waiting for its loaders and Suspense. */
export async function renderPage(url: string): Promise<RenderedPage> {
  const history = createMemoryHistory({ initialEntries: [url] })
  const { router, queryClient, store } = createAppRouter({ history, server: true })
  // Nobody is signed in at build time (the sign-in pages' guard waits for this).
  store.set(sessionAtom, { status: 'anonymous' })
  await router.load()
  const { prelude } = await prerender(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    // React outlines large Suspense boundaries into hidden chunks that inline scripts move into
    // place; the strict CSP blocks inline scripts, so every boundary must stay in the HTML.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const html = await new Response(prelude).text()
  return { html, dehydratedState: dehydrate(queryClient) }
}

/**
 * Every path pattern the app routes ('/produto/$id'...), written to routes.json at build: the
 * server answers any other path with the 404 page and the status 404.
 */
export function appRoutePaths(): string[] {
  const { router } = createAppRouter({ history: createMemoryHistory(), server: true })
  return Object.keys(router.routesByPath).sort()
}
