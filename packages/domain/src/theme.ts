export const THEMES = ['light', 'dark', 'system'] as const
export type Theme = (typeof THEMES)[number]
export type ResolvedTheme = Exclude<Theme, 'system'>

/** The theme store's default. */
export const DEFAULT_STORED_THEME: Theme = 'system'
/** The page wrapper's default when nothing is stored. */
export const PAGE_DEFAULT_THEME: ResolvedTheme = 'dark'

export function parseStoredTheme(raw: string | null): Theme | null {
  return THEMES.find((theme) => theme === raw) ?? null
}

/** Which colours to paint: nothing stored is dark; 'system' follows the operating system. */
export function resolveTheme(stored: string | null, systemPrefersDark: boolean): ResolvedTheme {
  const theme = parseStoredTheme(stored)
  if (theme === null) return PAGE_DEFAULT_THEME
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light'
  return theme
}

/** The toggle flips what is shown and stores the result explicitly. */
export function toggleTheme(current: ResolvedTheme): ResolvedTheme {
  return current === 'dark' ? 'light' : 'dark'
}
