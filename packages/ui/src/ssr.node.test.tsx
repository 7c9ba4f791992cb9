import { composeStories, setProjectAnnotations } from '@storybook/react-vite'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

// Public pages are prerendered, so every component must load and render on a server: no
// window, document or storage at module load or during render. Each story renders here in
// Node, where those globals do not exist.

setProjectAnnotations([])

type StoryModule = Parameters<typeof composeStories>[0]
const modules = import.meta.glob<StoryModule>('./components/**/*.stories.tsx', { eager: true })

describe('server rendering', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
  })

  for (const [path, module] of Object.entries(modules)) {
    const title = (module.default as { title?: string }).title ?? path
    const stories = Object.entries(composeStories(module)) as [string, () => unknown][]
    it.each(stories.map(([name, story]) => [name, story] as const))(`${title}: %s`, (_, story) => {
      const html = renderToString(createElement(story as () => null))
      expect(typeof html).toBe('string')
    })
  }
})
