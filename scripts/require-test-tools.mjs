// Fails the test run at once, with the fix, when a tool the suites drive is missing: Chromium
// (browser suites) or Java (the Nu Html Checker of the e2e suite).
import { execFileSync } from 'node:child_process'
import { chromiumPath } from './chromium.mjs'

try {
  console.log(`Chromium: ${chromiumPath()}`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

try {
  execFileSync('java', ['-version'], { stdio: 'ignore' })
} catch {
  console.error(
    'Java não encontrado: o Nu Html Checker do e2e roda nele. No Debian: apt-get install openjdk-17-jre-headless',
  )
  process.exit(1)
}
