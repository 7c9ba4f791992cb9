// Part of the pre-paint script (pre-paint.ts): it answers the few taps a visitor makes on a
// page the browser already shows but the app has not taken over yet (its code still loading on
// a slow phone). Once the app has hydrated (data-hydrated on <html>), the app's own handlers
// answer and this one stands aside. Native HTML covers the rest: header menus and the mobile
// menu are popovers, the FAQ is <details>, links are links.
import { type QuickConsentChoice, quickConsentEntries } from '@atendimento/domain/consent-hint'
import { readStoredTheme, storeTheme, toggleStoredTheme } from '../theme/theme-store.ts'

export type ConsentAction = QuickConsentChoice | 'close'

const isConsentAction = (value: string | undefined): value is ConsentAction =>
  value === 'accept-all' || value === 'reject' || value === 'close'

/** Aceitar Todos / Rejeitar save the choice as the app would; the close control only hides. */
export function applyEarlyConsent(action: ConsentAction, root: HTMLElement) {
  if (action === 'close') {
    root.dataset.consentClosed = ''
    return
  }
  try {
    for (const [key, value] of Object.entries(quickConsentEntries(action))) {
      localStorage.setItem(key, value)
    }
    // As the app's own choice does: the theme kept across tabs only when all is accepted.
    storeTheme(readStoredTheme(), action === 'accept-all')
  } catch {
    // Storage blocked: the banner still goes away for this page, as a close would.
  }
  root.dataset.consentSaved = ''
}

function hideOpenPopover(link: Element) {
  const popover = link.closest<HTMLElement>('[popover]')
  if (popover?.matches(':popover-open')) popover.hidePopover()
}

function onEarlyClick(event: MouseEvent) {
  const root = document.documentElement
  if (root.dataset.hydrated) return
  const target = event.target instanceof Element ? event.target : null
  if (!target) return
  const themeToggle = target.closest('[data-theme-toggle]')
  const consent = target.closest<HTMLElement>('[data-consent-action]')?.dataset.consentAction
  if (themeToggle || isConsentAction(consent)) {
    // Handled here, and only here: React, starting at this very moment, must not answer it too.
    event.stopImmediatePropagation()
    if (themeToggle) toggleStoredTheme()
    else if (isConsentAction(consent)) applyEarlyConsent(consent, root)
    return
  }
  // A menu link to a section of this same page scrolls without a navigation: close the menu.
  const link = target.closest('a[href]')
  if (link) hideOpenPopover(link)
  const control = target.closest(APP_CONTROL)
  if (control) rememberEarlyTap(control)
}

/**
 * Controls the page shows but only the app can run (a select, the cart, 'Adicionar ao
 * carrinho'...): every button or widget except the native popover buttons and the controls
 * answered above.
 */
const APP_CONTROL =
  '#root :is(button, [role=combobox], [role=radio], [role=checkbox], [role=switch], [role=tab])' +
  ':not([popovertarget], [data-theme-toggle], [data-consent-action], :disabled)'
const AWAITING_APP = `${APP_CONTROL}:not([aria-disabled=true])`

/**
 * The last control tapped before the app ran: the app taps it again once it runs (a first tap
 * is also what starts the app on a page that waits for one), so the tap is not lost.
 */
function rememberEarlyTap(control: Element) {
  for (const earlier of document.querySelectorAll('[data-tapped-early]')) {
    earlier.removeAttribute('data-tapped-early')
  }
  control.setAttribute('data-tapped-early', '')
  control.setAttribute('aria-busy', 'true')
}

/** Marks a control that needs the app: announced (aria-disabled) and dimmed until it runs. */
function markAwaitingApp() {
  if (document.documentElement.dataset.hydrated) return
  for (const control of document.querySelectorAll(AWAITING_APP)) {
    control.setAttribute('aria-disabled', 'true')
    control.setAttribute('data-awaiting-app', '')
  }
}

/**
 * The app has taken the page over: the controls marked above work now. Called once hydrated
 * (AppShell); React never rendered these attributes, so it does not put them back.
 */
export function releaseControlsAwaitingApp() {
  for (const control of document.querySelectorAll('[data-awaiting-app]')) {
    control.removeAttribute('aria-disabled')
    control.removeAttribute('data-awaiting-app')
  }
  const tapped = document.querySelector<HTMLElement>('[data-tapped-early]')
  if (!tapped) return
  tapped.removeAttribute('data-tapped-early')
  tapped.removeAttribute('aria-busy')
  // After React's render with the browser's values (useHydrated turns true right after the
  // hydration's commit): a control that ignores taps while hydrating answers this one.
  setTimeout(() => tapped.click())
}

/** Marks controls as the parser adds them (before they paint), until the document is parsed. */
export function markControlsWhileParsing() {
  const observer = new MutationObserver(markAwaitingApp)
  observer.observe(document.documentElement, { childList: true, subtree: true })
  document.addEventListener('DOMContentLoaded', () => {
    observer.disconnect()
    markAwaitingApp()
  })
}

/** What a visitor about to use the page does first: a touch, a key, the mouse, the wheel. */
const FIRST_ACTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
] as const

/** Fired on the document at the visitor's first act, for a page whose app waits for it. */
export const VISITOR_ACTED = 'visitoracted'

/**
 * On a page whose app waits for the visitor (main.tsx): at their first act, marks what needs
 * the app as on its way and tells the entry, whether or not its code has arrived yet (it reads
 * `data-visitor-acted` then).
 */
export function watchForFirstAct() {
  const onAct = () => {
    for (const type of FIRST_ACTS) window.removeEventListener(type, onAct, true)
    if (document.readyState === 'loading') markControlsWhileParsing()
    else markAwaitingApp()
    document.documentElement.dataset.visitorActed = ''
    document.dispatchEvent(new Event(VISITOR_ACTED))
  }
  for (const type of FIRST_ACTS) {
    window.addEventListener(type, onAct, { capture: true, passive: true })
  }
}

/** Listens on the document in the capture phase, ahead of the app's own listeners. */
export function listenForEarlyActions() {
  document.addEventListener('click', onEarlyClick, true)
}
