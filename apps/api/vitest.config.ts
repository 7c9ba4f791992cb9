import { availableParallelism } from 'node:os'
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
  // Tests of the build (vitest.e2e.config.ts) run once it exists; the standards suite needs no
  // database of the run's own, so it runs once, in a project of its own.
  exclude: ['src/**/*.e2e.test.ts', 'src/standards/**', '**/node_modules/**'],
  isolate: false,
  hookTimeout: 60_000,
  // npm test runs this suite beside three others on two cores: a test of a few HTTP calls that
  // takes one second alone took over the default five there. Nothing here asserts on time.
  testTimeout: 30_000,
  // What a file that starts a real server changes in the worker's globals is put back after it.
  setupFiles: ['./src/testing/worker-globals.ts'],
}

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker: the suite ran its 143 files one after another
    // (135 s alone, 533 s beside the e2e suite, the longest task of npm test). Two workers take
    // 94 s alone and a fair share of a busy machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { ...shared, name: 'api (PGlite)' } },
      {
        test: {
          environment: 'node',
          name: 'api (standards)',
          include: ['src/standards/**/*.test.ts'],
          hookTimeout: 120_000,
        },
      },
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
