import { hydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { startSession } from './features/auth/session.ts'
import { registerServiceWorker } from './features/pwa/service-worker.ts'
import { readDehydratedState } from './features/shell/dehydrated-state.ts'
import { type AppRouter, createAppRouter } from './router.tsx'

// Start-up runs in steps with the main thread given back in between: done in one go, it is a
// long task on a slow phone, during which a tap on the already painted page goes unanswered.
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Whether the HTML in #root was prerendered for this very URL. It was rendered for the bare
 * path: a query (a catalogue filter, say) shows other content, so that page is rendered afresh
 * instead of hydrated into a mismatch.
 */
function prerenderedForThisUrl(): boolean {
  const { pathname, search } = window.location
  return document.documentElement.dataset.ssrPath === pathname && search === ''
}

// The page was prerendered for this URL: adopt its HTML instead of rendering again. False when
// the route sent the visitor elsewhere while loading (a signed-in visitor on /login).
async function prepareHydration(router: AppRouter, queryClient: QueryClient): Promise<boolean> {
  hydrate(queryClient, readDehydratedState() ?? {})
  // Without this the client wraps matches in a Suspense the server never rendered (React #418).
  router.ssr = { manifest: undefined }
  await yieldToMain()
  await router.load()
  return router.state.location.pathname === document.documentElement.dataset.ssrPath
}

function afterPageLoad(run: () => void) {
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
}

async function start() {
  // The modules were evaluated in this task.
  await yieldToMain()
  const { router, queryClient, store } = createAppRouter()
  void startSession(store)
  const root = document.getElementById('root')
  if (!root) throw new Error('#root não encontrado')
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  )
  const prerendered = prerenderedForThisUrl()
  if (prerendered && (await prepareHydration(router, queryClient))) {
    await yieldToMain()
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread (and any tap) for the whole page.
    startTransition(() => {
      hydrateRoot(root, app)
    })
  } else {
    // The HTML on screen (the app shell's frame and loading state, or a prerendered page of
    // another URL) stays until the page is ready: the router loads its code and data first, and
    // React swaps the content in one commit, so there is never a blank page in between.
    if (!prerendered) await router.load()
    createRoot(root).render(app)
  }
  // Production builds only (the dev server has none), and after the page has loaded, so the
  // worker's downloads never compete with the first paint's.
  if (import.meta.env.PROD) {
    afterPageLoad(() => void registerServiceWorker(store))
  }
}

void start()
