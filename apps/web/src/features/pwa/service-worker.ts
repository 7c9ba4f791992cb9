import type { AppStore } from '../auth/session.ts'
import { waitingUpdateAtom } from './waiting-update.ts'

// The page reloads once the new version controls it (workbox's 'controlling' event). Chromium
// may hold the new version back while the old one still has work for this page; a reload ends
// that work and lets it in, so 'Atualizar' never leaves the visitor on a page that waits forever.
const RELOAD_ANYWAY_MS = 10_000

/**
 * Registers the service worker through workbox-window (loaded after the first paint). A new
 * version waits instead of replacing the page under the visitor: the update prompt asks first.
 */
export async function registerServiceWorker(store: AppStore): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const { registerSW } = await import('virtual:pwa-register')
  const updateServiceWorker = registerSW({
    onNeedRefresh: () =>
      store.set(waitingUpdateAtom, {
        activate: async () => {
          await updateServiceWorker(true)
          setTimeout(() => window.location.reload(), RELOAD_ANYWAY_MS)
        },
      }),
    // The site works without one; a browser may refuse it (private windows, policies, tests).
    onRegisterError: (error: unknown) => console.warn('Service worker não registrado:', error),
  })
}
