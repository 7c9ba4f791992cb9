import type { ResolvedTheme } from '@atendimento/domain/theme'

/** Paints a theme: the `dark` or `light` class on <html> switches every colour token. */
export function applyTheme(theme: ResolvedTheme, root: HTMLElement = document.documentElement) {
  root.classList.toggle('dark', theme === 'dark')
  root.classList.toggle('light', theme === 'light')
}
