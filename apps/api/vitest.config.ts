import { defineConfig } from 'vitest/config'

// Every suite runs on in-memory PGlite; when DATABASE_URL points at a PostgreSQL server the same
// suites run again there, each worker on a throwaway database of its own.
const postgresUrl = process.env.DATABASE_URL
// Names this run's databases; the global teardown (same process) drops them by this prefix.
process.env.TEST_DATABASE_PREFIX ??= `api_test_${Date.now().toString(36)}`

// isolate: false lets a worker keep one open database across files (see testing/test-database.ts).
// Opening PGlite (WASM) takes seconds on a busy 2-core machine: the first hook gets time for it.
const shared = {
  environment: 'node' as const,
  include: ['src/**/*.test.ts'],
  // Tests of the build (vitest.e2e.config.ts) run once it exists.
  exclude: ['src/**/*.e2e.test.ts', '**/node_modules/**'],
  isolate: false,
  hookTimeout: 60_000,
}

export default defineConfig({
  test: {
    projects: [
      { test: { ...shared, name: 'api (PGlite)' } },
      ...(postgresUrl
        ? [
            {
              test: {
                ...shared,
                name: 'api (PostgreSQL)',
                env: {
                  TEST_DATABASE_URL: postgresUrl,
                  TEST_DATABASE_PREFIX: process.env.TEST_DATABASE_PREFIX,
                },
                globalSetup: ['./src/testing/drop-test-databases.ts'],
              },
            },
          ]
        : []),
    ],
  },
})
