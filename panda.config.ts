import { defineConfig } from '@pandacss/dev'
import { atendimentoPreset } from './packages/ui/src/preset/preset.ts'

// One Panda config for the whole repo, so there is one styled-system output and one stylesheet.
// It scans every workspace that writes styles; the tokens and recipes come from the ui preset.
export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  presets: ['@pandacss/preset-base', atendimentoPreset],
  include: [
    './packages/ui/src/**/*.{ts,tsx}',
    './apps/web/src/**/*.{ts,tsx}',
    './apps/storybook/src/**/*.{ts,tsx}',
  ],
  exclude: ['**/*.test.{ts,tsx}'],
  outdir: 'packages/ui/styled-system',
  importMap: '@atendimento/ui/styled-system',
  outExtension: 'mjs',
  forceConsistentTypeExtension: true,
  strictTokens: true,
  strictPropertyValues: true,
})
