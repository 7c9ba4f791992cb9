import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The tests are pure functions with no mocks or globals to leak, so files can share workers:
    // it halves the run on two cores.
    isolate: false,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      // Factories only build test data; what they build is checked by the tests that use it.
      exclude: ['src/**/*.test.ts', 'src/testing/**'],
      // text-summary prints the figure at the end of every `npm test`.
      reporter: ['text-summary'],
      thresholds: { lines: 95 },
    },
  },
})
