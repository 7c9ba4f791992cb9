// Where the real-browser suites find Chromium: CHROME_PATH, else Debian's package.
// No browser is ever downloaded on the project's machines.
import { existsSync } from 'node:fs'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
]

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(Boolean)
  return candidates.find((path) => existsSync(path))
}

export function chromiumPath() {
  const found = findChromium()
  if (found) return found
  throw new Error(
    'Chromium não encontrado. Instale com `sudo apt-get install -y chromium` (Debian/Ubuntu) ' +
      'ou aponte CHROME_PATH para um Chrome/Chromium existente.',
  )
}

export const chromiumLaunchOptions = () => ({
  executablePath: chromiumPath(),
  args: CHROMIUM_ARGS,
})
