// Bundled at build time into a classic script inlined in every page's <head>
// (build/theme-init-plugin.ts): it runs before first paint so a stored light theme never
// flashes dark. It reuses domain's resolveTheme, so the pre-paint choice and the app's choice
// cannot drift.
import { THEME_STORAGE_KEY } from '@atendimento/domain/storage-keys'
import { resolveTheme } from '@atendimento/domain/theme'
import { applyTheme } from './apply-theme.ts'

try {
  const systemPrefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches
  applyTheme(resolveTheme(localStorage.getItem(THEME_STORAGE_KEY), systemPrefersDark))
} catch {
  // Storage blocked (private mode, policies): the page keeps its default dark class.
}
