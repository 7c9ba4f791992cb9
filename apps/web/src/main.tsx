import '@atendimento/ui/styles.css'
import { type DehydratedState, hydrate, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { startSession } from './features/auth/session.ts'
import { registerServiceWorker } from './features/pwa/service-worker.ts'
import { type AppRouter, createAppRouter } from './router.tsx'

async function startMockServer() {
  if (import.meta.env.MODE !== 'mock') return
  const { worker } = await import('@atendimento/mocks/browser')
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true })
}

function readDehydratedState(): DehydratedState | undefined {
  const script = document.getElementById('__QUERY_STATE__')
  return script?.textContent ? JSON.parse(script.textContent) : undefined
}

// The page was prerendered for this very path: adopt its HTML instead of rendering again.
async function prepareHydration(router: AppRouter, queryClient: Parameters<typeof hydrate>[0]) {
  hydrate(queryClient, readDehydratedState() ?? {})
  // Without this the client wraps matches in a Suspense the server never rendered (React #418).
  router.ssr = { manifest: undefined }
  await router.load()
}

function afterPageLoad(run: () => void) {
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
}

async function start() {
  await startMockServer()
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
  const prerenderedPath = document.documentElement.dataset.ssrPath
  // The HTML was rendered for the bare path: a query (a catalogue filter, say) shows other
  // content, so that page is rendered afresh instead of hydrated into a mismatch.
  const { pathname, search } = window.location
  if (prerenderedPath && prerenderedPath === pathname && search === '') {
    await prepareHydration(router, queryClient)
    hydrateRoot(root, app)
  } else {
    root.replaceChildren()
    createRoot(root).render(app)
  }
  // Production builds only (the dev server has none, and dev:mock runs msw's), and after the
  // page has loaded, so the worker's downloads never compete with the first paint's.
  if (import.meta.env.PROD && import.meta.env.MODE !== 'mock') {
    afterPageLoad(() => void registerServiceWorker(store))
  }
}

void start()
