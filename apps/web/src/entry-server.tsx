import { SEED_PLANS } from '@atendimento/domain/catalogue/seed-plans'
import type { Plan } from '@atendimento/domain/schemas/plan'
import { dehydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterContextProvider, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { prerender } from 'react-dom/static'
import { sessionAtom } from './features/auth/session.ts'
import { CheckoutPreview } from './features/checkout/checkout-preview.tsx'
import { checkoutTitle } from './features/checkout/checkout-title.ts'
import { planKeys } from './features/plans/plan-keys.ts'
import { RootFrame } from './features/shell/root-frame.tsx'
import { RoutePending } from './features/shell/route-pending.tsx'
import { createAppRouter } from './router.tsx'

export { SITE_ORIGIN } from './features/contact/site-config.ts'
export { PRERENDERED_PATHS } from './prerendered-paths.ts'
export { structuredDataScript } from './structured-data-for.ts'

export interface RenderedPage {
  html: string
  dehydratedState: unknown
}

/**
 * The landing draws its plan cards into the HTML, from the plans the API seeds, so it needs no
 * app to show them: the browser checks them against the live list (early-plan-check.ts). Dated
 * at the epoch, they are stale to the app, which reads the live list once it runs.
 */
function drawPlansAtBuild(queryClient: QueryClient) {
  queryClient.setQueryData(planKeys.active(), [...SEED_PLANS], { updatedAt: 0 })
}

async function loadedRouter(url: string) {
  const history = createMemoryHistory({ initialEntries: [url] })
  const app = createAppRouter({ history, server: true })
  // Nobody is signed in at build time (the sign-in pages' guard waits for this).
  app.store.set(sessionAtom, { status: 'anonymous' })
  if (url === '/') drawPlansAtBuild(app.queryClient)
  await app.router.load()
  return app
}

async function renderToHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element, {
    // React outlines large Suspense boundaries into hidden chunks that inline scripts move into
    // place; the strict CSP blocks inline scripts, so every boundary must stay in the HTML.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  })
  return new Response(prelude).text()
}

/** Renders one public URL to HTML at build time, waiting for its loaders and Suspense. */
export async function renderPage(url: string): Promise<RenderedPage> {
  const { router, queryClient } = await loadedRouter(url)
  const html = await renderToHtml(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
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

/** The site's frame (header, footer) around `content`, for a page the app draws over. */
async function renderInFrame(content: ReactNode): Promise<string> {
  // A path of no page: no header link may claim to be the current page.
  const { router, queryClient, store } = await loadedRouter('/__app-shell')
  return renderToHtml(
    <QueryClientProvider client={queryClient}>
      <RouterContextProvider router={router}>
        <RootFrame store={store}>{content}</RootFrame>
      </RouterContextProvider>
    </QueryClientProvider>,
  )
}

/**
 * The app shell: the site's frame around a loading state, for every route that is not
 * prerendered (the server's and the service worker's fallback page). It shows at once on a slow
 * connection while the app's code and the page's data arrive; the app then renders over it.
 */
export function renderAppShell(): Promise<string> {
  return renderInFrame(<RoutePending />)
}

export interface CheckoutPreviewPage {
  /** The plan as drawn: the server sends the page only while the plan on sale is the same. */
  plan: Plan
  title: string
  html: string
}

/**
 * The checkout of each plan the API seeds, drawn as the visitor will see it before the app runs
 * (checkout-preview.tsx): the app shell of /subscribe/{id}, with the plan at the first paint.
 */
export function renderCheckoutPreviews(): Promise<CheckoutPreviewPage[]> {
  return Promise.all(
    SEED_PLANS.filter((plan) => plan.active).map(async (plan) => ({
      plan,
      title: checkoutTitle(plan.name),
      html: await renderInFrame(<CheckoutPreview plan={plan} />),
    })),
  )
}
