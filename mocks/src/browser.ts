import { setupWorker } from 'msw/browser'
import { handlers } from './handlers.ts'
import { keepStoreAcrossReloads } from './persistence.ts'
import { store } from './store.ts'

/**
 * The mock API in the browser: `npm run dev:mock`, Storybook and the web's browser tests start
 * it (`worker.start({ onUnhandledFrame: 'error' })` in tests) and reset it with
 * `worker.resetHandlers()` and `resetStore()`.
 */
export const worker = setupWorker(...handlers)

// Only under `npm run dev:mock` (vite --mode mock): a person reloading the page keeps what they
// did. Tests and Storybook always start from the seeded world.
if (import.meta.env.MODE === 'mock' && typeof window !== 'undefined') {
  keepStoreAcrossReloads(store, window.sessionStorage, window)
}
