// Bundled at build time into a classic script inlined in every page's <head>
// (build/pre-paint-plugin.ts): it runs before first paint, so a stored light theme never
// flashes dark and a visitor who already chose their cookies never sees the banner flash; and
// it answers the theme toggle and the cookie banner until the app has started.
// It reuses domain's rules, so the pre-paint guesses and the app's decisions cannot drift.
import { decideAppStart } from '@atendimento/domain/app-start'
import { consentSeemsSaved } from '@atendimento/domain/consent-hint'
import { decideSessionStart } from '@atendimento/domain/session'
import {
  AUTH_TOKEN_KEY,
  CART_STORAGE_KEY,
  COOKIE_CONSENT_KEY,
  COOKIE_PREFERENCES_KEY,
  REMEMBER_ME_KEY,
} from '@atendimento/domain/storage-keys'
import { resolveTheme } from '@atendimento/domain/theme'
import { GUEST_PATHS, SESSION_PENDING_REVEAL_MS } from '../auth/guest-paths.ts'
import { applyTheme } from '../theme/apply-theme.ts'
import { readStoredTheme } from '../theme/theme-store.ts'
import {
  listenForEarlyActions,
  markControlsWhileParsing,
  watchForFirstAct,
} from './early-actions.ts'

try {
  const systemPrefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches
  applyTheme(resolveTheme(readStoredTheme(), systemPrefersDark))
  // The prerendered cookie banner hides under this attribute until the app reads the choice
  // for real (ConsentProvider removes it).
  const flag = localStorage.getItem(COOKIE_CONSENT_KEY)
  if (consentSeemsSaved(flag, localStorage.getItem(COOKIE_PREFERENCES_KEY))) {
    document.documentElement.dataset.consentSaved = ''
  }
  // A stored session (remembered, or this tab's) on a sign-in page: the app will most likely send the visitor on, so
  // the prerendered form stays hidden (auth-page.tsx) until the app has decided (app-shell.tsx)
  // instead of showing for the second or two the token check takes. Shown anyway after a
  // while, should the app never start.
  const session = decideSessionStart({
    token: localStorage.getItem(AUTH_TOKEN_KEY),
    rememberMe: localStorage.getItem(REMEMBER_ME_KEY),
    tabToken: sessionStorage.getItem(AUTH_TOKEN_KEY),
  })
  if (session === 'validate' && GUEST_PATHS.includes(location.pathname.replace(/\/$/, ''))) {
    const root = document.documentElement
    root.dataset.sessionPending = ''
    setTimeout(() => delete root.dataset.sessionPending, SESSION_PENDING_REVEAL_MS)
  }
  const start = decideAppStart({
    pathname: location.pathname,
    search: location.search,
    prerenderedPath: document.documentElement.dataset.ssrPath,
    hasSession: session === 'validate',
    hasCart: [localStorage, sessionStorage].some((store) => store.getItem(CART_STORAGE_KEY)),
  })
  // main.tsx reads it: the app's code waits for the visitor's first touch, key or pointer.
  if (start === 'on-intent') document.documentElement.dataset.startOnIntent = ''
} catch {
  // Storage blocked (private mode, policies): the page keeps its default dark class and banner.
}

listenForEarlyActions()
// A page whose app waits for the visitor marks what needs it only once it is on its way.
if (document.documentElement.dataset.startOnIntent === undefined) markControlsWhileParsing()
else watchForFirstAct()
