import { VISITOR_ACTED } from './early-actions.ts'

/**
 * Runs `start` at the visitor's first act on the page (a touch, a key, the pointer), which the
 * pre-paint script watches for from the first moment (early-actions.ts). Until then the page is
 * its prerendered HTML, which shows everything and whose links, menus and FAQ work natively.
 */
export function startOnIntent(start: () => void) {
  if (document.documentElement.dataset.visitorActed !== undefined) return start()
  document.addEventListener(VISITOR_ACTED, start, { once: true })
}
