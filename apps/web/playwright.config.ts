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
// `npm run dev:mock` on the next port: the web app with msw answering, and no API at all.
const mockPort = port + 1
const mockURL = `http://127.0.0.1:${mockPort}`
const DEV_MOCK_SPEC = /dev-mock\.spec\.ts$/

export default defineConfig({
  testDir: 'e2e',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list'], ['line']] : 'list',
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'app', testIgnore: DEV_MOCK_SPEC },
    { name: 'dev-mock', testMatch: DEV_MOCK_SPEC, use: { baseURL: mockURL } },
  ],
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
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
    },
    {
      command: `npm run dev:mock -- --port ${mockPort} --strictPort --host 127.0.0.1`,
      url: mockURL,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
})
