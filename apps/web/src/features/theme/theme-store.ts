import { remembersPreferences } from '@atendimento/domain/consent-hint'
import {
  COOKIE_CONSENT_KEY,
  COOKIE_PREFERENCES_KEY,
  THEME_STORAGE_KEY,
} from '@atendimento/domain/storage-keys'
import { type ResolvedTheme, resolveTheme, toggleTheme } from '@atendimento/domain/theme'
import { applyTheme } from './apply-theme.ts'

export const DARK_QUERY = '(prefers-color-scheme: dark)'

/** This tab's theme, else the one kept across tabs. */
export function readStoredTheme(): string | null {
  try {
    return sessionStorage.getItem(THEME_STORAGE_KEY) ?? localStorage.getItem(THEME_STORAGE_KEY)
  } catch {
    return null
  }
}

/**
 * Keeps `theme` where the cookie choice allows (issue 29): across tabs and visits only with the
 * functionality category on; otherwise for this tab alone, so 'Rejeitar' (or no choice yet)
 * leaves nothing for a new tab. Run again whenever the choice changes.
 */
export function storeTheme(
  theme: string | null,
  remember = remembersPreferences(
    localStorage.getItem(COOKIE_CONSENT_KEY),
    localStorage.getItem(COOKIE_PREFERENCES_KEY),
  ),
) {
  localStorage.removeItem(THEME_STORAGE_KEY)
  sessionStorage.removeItem(THEME_STORAGE_KEY)
  if (theme) (remember ? localStorage : sessionStorage).setItem(THEME_STORAGE_KEY, theme)
}

/** What the stored choice paints right now (nothing stored: dark; 'system': the OS). */
export function currentTheme(): ResolvedTheme {
  return resolveTheme(readStoredTheme(), window.matchMedia(DARK_QUERY).matches)
}

/**
 * The toggle flips what is shown and stores the result explicitly (light or dark). Also run by
 * the pre-paint script for a tap that comes before the app has started.
 */
export function toggleStoredTheme(): ResolvedTheme {
  const next = toggleTheme(currentTheme())
  try {
    storeTheme(next)
  } catch (error) {
    console.error('Não foi possível salvar o tema:', error)
  }
  applyTheme(next)
  return next
}
