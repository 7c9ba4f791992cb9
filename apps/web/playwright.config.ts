import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs'

// Workers evaluate this file again; the env var keeps one data folder per run.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'atendimento-e2e-'))
// A port per run, so several e2e runs on one machine don't collide.
process.env.E2E_PORT ??= String(4310 + (process.pid % 1000))
const port = Number(process.env.E2E_PORT)
const baseURL = `http://localhost:${port}`

export default defineConfig({
  testDir: 'e2e',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // npm test runs this suite beside the other packages' tests on two cores: a signed-in page's
  // first visit (its chunks, the session check, the lists) took over five seconds there while
  // taking one alone. Waits stay on what the user sees; only how long they may take grows, and
  // a test with several such waits gets a minute.
  expect: { timeout: 15_000 },
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['line']] : 'list',
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    // No service worker unless a test is about it (pwa-offline, the offline dashboard): one that
    // takes a page over mid-test answers past page.route (the CEP and IP services, an outage
    // staged by routing), and each new context would download the whole precache again.
    serviceWorkers: 'block',
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: [
    {
      command: 'npm start',
      cwd: resolve(import.meta.dirname, '../..'),
      url: `${baseURL}/api/plan?activeOnly=true`,
      // Always the embedded database in a fresh folder, even when CI has a PostgreSQL.
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        // Each e-mail also lands here as a JSON line: the recovery e2e reads its code from it.
        MAIL_OUTBOX_FILE: join(process.env.E2E_DATA_DIR, 'outbox.jsonl'),
        // Warnings and errors only: a line per request cost the busy machine CPU and buried a
        // failure's own output under thousands of lines.
        LOG_LEVEL: 'warn',
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
    },
  ],
})
