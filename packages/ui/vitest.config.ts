import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import type { BrowserCommand } from 'vitest/node'
import { chromiumBrowser } from '../../scripts/browser-test.ts'
import { prebundledDeps } from './vite-deps.ts'

// A pointer left over a spot by an earlier test hovers whatever the next story renders there
// (a highlighted menu item, say): visual tests park it outside the page first.
const parkPointer: BrowserCommand<[]> = async ({ page }) => {
  await page.mouse.move(0, 0)
}

export default defineConfig({
  plugins: [react()],
  optimizeDeps: {
    include: [
      ...prebundledDeps(),
      'vitest-browser-react',
      '@storybook/react-vite',
      'storybook/test',
    ],
  },
  test: {
    // Failed screenshot comparisons write the actual image and a diff here (git-ignored).
    attachmentsDir: '.vitest-attachments',
    projects: [
      {
        // The preset is build-time code (it imports @pandacss/dev), and server rendering must
        // work without a DOM: both are checked in Node.
        extends: true,
        test: {
          name: 'ui-node',
          include: ['src/preset/**/*.test.ts', 'src/**/*.node.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['src/**/*.test.tsx'],
          exclude: ['src/**/*.node.test.{ts,tsx}'],
          setupFiles: ['./src/testing/setup.ts'],
          // expect.element waits one second by default: too short beside the e2e suite on two
          // cores; the wait is still on what the user sees.
          expect: { poll: { timeout: 10_000 } },
          browser: {
            ...chromiumBrowser(),
            viewport: { width: 720, height: 640 },
            commands: { parkPointer },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
              },
            },
          },
        },
      },
    ],
  },
})
