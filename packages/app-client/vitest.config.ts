import { defineConfig } from 'vitest/config'

// The library against the real API (on in-memory PGlite, on a port of this machine).
export default defineConfig({
  test: {
    name: 'app-client',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    isolate: false,
    // Opening PGlite (WASM) takes seconds on a busy 2-core machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
})
