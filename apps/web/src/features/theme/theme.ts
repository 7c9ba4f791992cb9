import { THEME_STORAGE_KEY } from '@atendimento/domain/storage-keys'
import {
  parseStoredTheme,
  type ResolvedTheme,
  resolveTheme,
  toggleTheme,
} from '@atendimento/domain/theme'
import { useEffect } from 'react'
import { applyTheme } from './apply-theme.ts'

const DARK_QUERY = '(prefers-color-scheme: dark)'

function readStoredTheme(): string | null {
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

/** The toggle flips what is shown and stores the result explicitly (light or dark). */
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

/**
 * Keeps the page in step with the stored theme after start-up: a stored 'system' follows the
 * operating system live, and another tab's toggle repaints this one.
 */
export function useThemeSync() {
  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY)
    const repaint = () => applyTheme(currentTheme())
    const onSystemChange = () => {
      if (parseStoredTheme(readStoredTheme()) === 'system') repaint()
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY || event.key === null) repaint()
    }
    repaint()
    media.addEventListener('change', onSystemChange)
    window.addEventListener('storage', onStorage)
    return () => {
      media.removeEventListener('change', onSystemChange)
      window.removeEventListener('storage', onStorage)
    }
  }, [])
}
