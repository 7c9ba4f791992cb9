import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { prebundledDeps } from '../../packages/ui/vite-deps.ts'
import { chromiumBrowser } from '../../scripts/browser-test.ts'

export default defineConfig({
  plugins: [react()],
  publicDir: '../../mocks/public',
  // Every dependency pre-bundled up front: one found mid-run makes Vite reload the page and fail
  // the test file on a fresh clone.
  optimizeDeps: {
    entries: ['src/**/*.{ts,tsx}', '!src/**/*.stories.tsx'],
    include: [
      ...prebundledDeps([`${import.meta.dirname}/src`]),
      'msw',
      'msw/browser',
      'vitest-browser-react',
    ],
    // Provided by the PWA plugin in the app build only; unresolved, it made the scan give up.
    exclude: ['virtual:pwa-register'],
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['src/testing/msw.ts'],
    browser: chromiumBrowser(),
  },
})
