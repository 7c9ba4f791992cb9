import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** axe's WCAG 2.x A/AA rules and best practices on the page as it is now. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours are only final once enter animations (dialogs fade and scale in) are over.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  )
  // evaluate() runs outside the page's CSP, which would refuse an injected script tag.
  await page.evaluate(await axeSource)
  return page.evaluate(async () => {
    type AxeResult = { violations: { id: string; nodes: { target: unknown }[] }[] }
    const { axe } = window as unknown as {
      axe: { run: (...args: unknown[]) => Promise<AxeResult> }
    }
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    })
    return result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
    )
  })
}
