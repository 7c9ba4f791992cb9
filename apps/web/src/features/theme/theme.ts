import { THEME_STORAGE_KEY } from '@atendimento/domain/storage-keys'
import { parseStoredTheme } from '@atendimento/domain/theme'
import { useEffect } from 'react'
import { applyTheme } from './apply-theme.ts'
import { currentTheme, DARK_QUERY, readStoredTheme } from './theme-store.ts'

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
