import { THEME_STORAGE_KEY } from '@atendimento/domain/storage-keys'
import { type ResolvedTheme, resolveTheme, toggleTheme } from '@atendimento/domain/theme'
import { applyTheme } from './apply-theme.ts'

export const DARK_QUERY = '(prefers-color-scheme: dark)'

export function readStoredTheme(): string | null {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY)
  } catch {
    return null
  }
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
    localStorage.setItem(THEME_STORAGE_KEY, next)
  } catch (error) {
    console.error('Não foi possível salvar o tema:', error)
  }
  applyTheme(next)
  return next
}
