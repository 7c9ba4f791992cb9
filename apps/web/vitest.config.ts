import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { prebundledDeps } from '../../packages/ui/vite-deps.ts'
import { chromiumBrowser } from '../../scripts/browser-test.ts'
import { realApiCommands } from './src/testing/real-api/commands.ts'

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
    // expect.element waits one second by default; beside the e2e suite on two cores a screen's
    // first render can take longer, and the wait is still on what the user sees.
    expect: { poll: { timeout: 10_000 } },
    // A file's first reset of the real API opens its database (WASM): beside the e2e and story
    // suites on two cores that took over the default 30 s once.
    hookTimeout: 120_000,
    // Screen tests that need what the API does across calls reach the real one (in Node).
    browser: { ...chromiumBrowser(), commands: realApiCommands },
  },
})
