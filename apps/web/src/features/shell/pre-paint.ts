// Bundled at build time into a classic script inlined in every page's <head>
// (build/pre-paint-plugin.ts): it runs before first paint, so a stored light theme never
// flashes dark and a visitor who already chose their cookies never sees the banner flash; and
// it answers the theme toggle and the cookie banner until the app has started.
// It reuses domain's rules, so the pre-paint guesses and the app's decisions cannot drift.
import { consentSeemsSaved } from '@atendimento/domain/consent-hint'
import {
  COOKIE_CONSENT_KEY,
  COOKIE_PREFERENCES_KEY,
  THEME_STORAGE_KEY,
} from '@atendimento/domain/storage-keys'
import { resolveTheme } from '@atendimento/domain/theme'
import { applyTheme } from '../theme/apply-theme.ts'
import { listenForEarlyActions, markControlsWhileParsing } from './early-actions.ts'

try {
  const systemPrefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches
  applyTheme(resolveTheme(localStorage.getItem(THEME_STORAGE_KEY), systemPrefersDark))
  // The prerendered cookie banner hides under this attribute until the app reads the choice
  // for real (ConsentProvider removes it).
  const flag = localStorage.getItem(COOKIE_CONSENT_KEY)
  if (consentSeemsSaved(flag, localStorage.getItem(COOKIE_PREFERENCES_KEY))) {
    document.documentElement.dataset.consentSaved = ''
  }
} catch {
  // Storage blocked (private mode, policies): the page keeps its default dark class and banner.
}

listenForEarlyActions()
markControlsWhileParsing()
