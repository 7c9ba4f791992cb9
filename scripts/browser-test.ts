import { playwright } from '@vitest/browser-playwright'
import { chromiumLaunchOptions } from './chromium.mjs'

/** A fresh browser-mode block per Vitest project (a shared object fails as a nested project). */
export function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: chromiumLaunchOptions() }),
    instances: [{ browser: 'chromium' as const }],
    screenshotFailures: false,
  }
}
