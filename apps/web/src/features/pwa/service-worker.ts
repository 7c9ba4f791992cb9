import type { AppStore } from '../auth/session.ts'
import { waitingUpdateAtom } from './waiting-update.ts'

/**
 * Registers the service worker through workbox-window (loaded after the first paint). A new
 * version waits instead of replacing the page under the visitor: the update prompt asks first.
 */
export async function registerServiceWorker(store: AppStore): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const { registerSW } = await import('virtual:pwa-register')
  const updateServiceWorker = registerSW({
    onNeedRefresh: () =>
      store.set(waitingUpdateAtom, { activate: () => updateServiceWorker(true) }),
    // The site works without one; a browser may refuse it (private windows, policies, tests).
    onRegisterError: (error: unknown) => console.warn('Service worker não registrado:', error),
  })
}
