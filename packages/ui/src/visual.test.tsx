import { composeStories, setProjectAnnotations } from '@storybook/react-vite'
import { describe, expect, test } from 'vitest'
import { commands, page } from 'vitest/browser'

// Visual regression: every story tagged `visual` (at least one per component) is rendered, its
// play function run, and the page compared with a reference image in light and in dark.
// `npm run test:update-screenshots -w @atendimento/ui` rewrites the references.

// An enter animation caught halfway differs from run to run: references show the settled state.
const stillFrames = document.createElement('style')
stillFrames.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }'
document.head.append(stillFrames)

// Storybook's core annotations give play functions their `canvas` and `userEvent`.
setProjectAnnotations([])

type StoryModule = Parameters<typeof composeStories>[0]
interface ComposedStory {
  storyName: string
  tags: string[]
  parameters: Record<string, unknown>
  load: () => Promise<void>
  run: (context?: { canvasElement?: HTMLElement }) => Promise<void>
}
const modules = import.meta.glob<StoryModule>('./components/**/*.stories.tsx', { eager: true })

interface ScreenshotParameters {
  width?: number
  height?: number
}

const slug = (text: string) =>
  text
    .replace(/^UI\//, '')
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .toLowerCase()

for (const [path, module] of Object.entries(modules)) {
  const title = (module.default as { title?: string }).title ?? path
  const stories = (Object.values(composeStories(module)) as unknown as ComposedStory[]).filter(
    (story) => story.tags.includes('visual'),
  )
  if (stories.length === 0) continue
  describe(title, () => {
    for (const story of stories) {
      for (const theme of ['light', 'dark'] as const) {
        test(`${story.storyName} (${theme})`, async () => {
          const size = (story.parameters.screenshot ?? {}) as ScreenshotParameters
          // load() unmounts the previous story and runs this one's beforeEach.
          await commands.parkPointer()
          await story.load()
          for (const old of document.querySelectorAll('[data-visual-canvas]')) old.remove()
          await page.viewport(size.width ?? 720, size.height ?? 640)
          document.documentElement.className = theme
          const canvas = document.createElement('div')
          canvas.dataset.visualCanvas = ''
          canvas.style.padding = '16px'
          document.body.append(canvas)
          await story.run({ canvasElement: canvas })
          await document.fonts.ready
          // Let focus management and floating positions settle (they run in animation frames).
          for (let frame = 0; frame < 3; frame += 1) {
            await new Promise((resolve) => requestAnimationFrame(resolve))
          }
          await expect(page.elementLocator(document.body)).toMatchScreenshot(
            `${slug(title)}--${slug(story.storyName)}--${theme}`,
          )
        })
      }
    }
  })
}
