// Publishes the built Storybook to Chromatic for visual review, only when a project token exists.
import { spawnSync } from 'node:child_process'

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN não definido: envio ao Chromatic ignorado.')
  process.exit(0)
}
const result = spawnSync(
  'chromatic',
  ['--exit-zero-on-changes', '--build-script-name', 'build-storybook'],
  {
    stdio: 'inherit',
  },
)
process.exit(result.status ?? 1)
