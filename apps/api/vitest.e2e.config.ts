import { defineConfig } from 'vitest/config'

// Tests of what `npm run build` produced (turbo runs them after the API and web builds): the
// release folder of scripts/release.mjs, started on its own.
export default defineConfig({
  test: {
    name: 'api (release)',
    environment: 'node',
    include: ['src/**/*.e2e.test.ts'],
    // Copying the release with its production dependencies, and removing it after, each take
    // about a minute on a busy 2-core machine (CI with other work running): the hooks get three.
    hookTimeout: 180_000,
  },
})
