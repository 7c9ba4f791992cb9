// Fails the test run at once, with the fix, when no Chromium is available.
import { chromiumPath } from './chromium.mjs'

try {
  console.log(`Chromium: ${chromiumPath()}`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
