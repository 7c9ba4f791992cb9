/** When the site's app starts on a page the browser already shows (issue 28). */
export type AppStart = 'now' | 'on-intent'

/**
 * Pages complete in their prerendered HTML, whose links, menus and FAQ work natively: their app
 * (router, Query, state) waits until the visitor does something (a touch, a key, a pointer on a
 * control). Every other page needs the app to be of use and starts it at once.
 */
export const START_ON_INTENT_PATHS: readonly string[] = ['/']

export interface PageAtStart {
  pathname: string
  search: string
  /** The path the HTML was prerendered for, if it was. */
  prerenderedPath: string | undefined
  /** A session stored for the app to check (the header then shows the customer's menu). */
  hasSession: boolean
  /** A cart stored (the header shows its count, which only the app reads). */
  hasCart: boolean
}

/**
 * 'on-intent' only where the HTML on screen is all the visitor would get from the app now: the
 * page was prerendered for this very URL (a query shows other content), and nothing stored
 * changes what the header shows.
 */
export function decideAppStart(page: PageAtStart): AppStart {
  const prerenderedHere = page.prerenderedPath === page.pathname && page.search === ''
  const waits =
    prerenderedHere &&
    START_ON_INTENT_PATHS.includes(page.pathname) &&
    !page.hasSession &&
    !page.hasCart
  return waits ? 'on-intent' : 'now'
}
