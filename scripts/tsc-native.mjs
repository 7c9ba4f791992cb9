// Type-checks with TypeScript 7, the native compiler (a workspace in seconds rather than
// minutes on two cores). TypeScript 6 stays the project's `typescript`: Storybook's docgen and
// other tools need the JavaScript compiler API that 7 no longer ships.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

// The package exports no bin path: found beside its package.json.
const manifest = createRequire(import.meta.url).resolve('typescript-native/package.json')
const tsc = join(dirname(manifest), 'bin', 'tsc')
const { status } = spawnSync(process.execPath, [tsc, ...process.argv.slice(2)], {
  stdio: 'inherit',
})
process.exit(status ?? 1)
