import type { Browser, Page } from '@playwright/test'
import { waitForApp } from './public-helpers.ts'

/** Phone screens our visitors use (CSS px), narrowest first. */
export const PHONES = [
  { width: 320, height: 640 },
  { width: 360, height: 740 },
  { width: 375, height: 667 },
  { width: 390, height: 844 },
  { width: 412, height: 915 },
] as const

/** A phone as Chromium emulates one: mobile viewport rules (meta viewport), touch, no hover. */
export function phoneContext(
  browser: Browser,
  phone: (typeof PHONES)[number] = PHONES[4],
  baseURL?: string,
) {
  return browser.newContext({
    // Another server than the suite's (the console's own); unset, the config's is kept.
    ...(baseURL && { baseURL }),
    viewport: { width: phone.width, height: phone.height },
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Requests a service worker makes itself escape page.route, which these tests rely on.
    serviceWorkers: 'block',
  })
}

export interface LayoutReport {
  width: number
  height: number
  theme: string
  /** What the browser made of the page: a widened layout viewport means zoomed-out content. */
  innerWidth: number
  scale: number
  scrollWidth: number
  /** Elements reaching past the screen's edges (not inside a scroller that clips them). */
  overflowing: string[]
  /** Controls smaller than a finger's 44 × 44 px. */
  smallTargets: string[]
  /** The cookie banner's and any toast's box, if shown. */
  banner: { top: number; bottom: number; left: number; right: number; height: number } | null
  toast: { top: number; bottom: number; left: number; right: number } | null
}

/**
 * Measures the page as it is, in each theme, against the DEVICE width (`screen.width`), never
 * `innerWidth`: a page wider than the screen makes a phone widen its layout viewport to fit it,
 * and `innerWidth` grows with it. Runs in the page (no imports).
 */
export function measureLayout(themes: readonly string[]): LayoutReport[] {
  const root = document.documentElement
  const W = screen.width
  const H = screen.height
  const CONTROLS =
    'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=switch], [role=menuitem]'
  const describe = (element: Element) => {
    const rect = element.getBoundingClientRect()
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '')
      .trim()
      .slice(0, 30)
    const classes = String(element.getAttribute('class') ?? '').slice(0, 40)
    return `<${element.tagName.toLowerCase()} "${name}" .${classes}> ${Math.round(rect.left)}..${Math.round(rect.right)} × ${Math.round(rect.height)}`
  }
  const shown = (element: Element) => {
    const rect = element.getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0) return false
    // Parked above the page until focused (the skip link).
    if (rect.bottom <= 0) return false
    const style = getComputedStyle(element)
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false
    // Screen-reader-only text is a 1 px box clipped away.
    return !(rect.width <= 1 && rect.height <= 1)
  }
  // A horizontal scroller (a wide table) keeps its content inside it: only the scroller counts.
  const clippedByScroller = (element: Element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; ) {
      const overflowX = getComputedStyle(parent).overflowX
      if (overflowX !== 'visible') return true
      parent = parent.parentElement
    }
    return false
  }
  // A link inside a sentence (text beside it) is exempt from the target size: WCAG 2.5.8's
  // inline exception.
  const inSentence = (element: Element) =>
    [...(element.parentElement?.childNodes ?? [])].some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    )
  const boxOf = (element: Element | null) => {
    if (!element || !shown(element)) return null
    const { top, bottom, left, right, height } = element.getBoundingClientRect()
    return { top, bottom, left, right, height }
  }
  const original = root.className
  const reports: LayoutReport[] = []
  for (const theme of themes) {
    root.classList.remove('light', 'dark')
    root.classList.add(theme)
    const overflowing: string[] = []
    const smallTargets: string[] = []
    for (const element of document.body.querySelectorAll('*')) {
      if (!shown(element)) continue
      const rect = element.getBoundingClientRect()
      if ((rect.right > W + 0.5 || rect.left < -0.5) && !clippedByScroller(element)) {
        overflowing.push(describe(element))
      }
      if (element.matches(CONTROLS) && !inSentence(element)) {
        if (rect.width < 43.5 || rect.height < 43.5) smallTargets.push(describe(element))
      }
    }
    const toastRoot = document.querySelector('[data-scope=toast][data-part=root][data-state=open]')
    const banner = [...document.querySelectorAll('section')].find(
      (section) => section.querySelector('h2')?.textContent === 'Sua privacidade',
    )
    reports.push({
      width: W,
      height: H,
      theme,
      innerWidth: window.innerWidth,
      scale: window.visualViewport?.scale ?? 1,
      scrollWidth: root.scrollWidth,
      overflowing,
      smallTargets,
      banner: boxOf(banner?.firstElementChild ?? null),
      toast: boxOf(toastRoot),
    })
  }
  root.className = original
  return reports
}

/** Waits until the app has taken the page over and nothing on it is still loading. */
export async function settle(page: Page) {
  await waitForApp(page)
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

/** The page measured at every phone width and in both themes, in one pass per width. */
export async function measureAtEveryWidth(page: Page): Promise<LayoutReport[]> {
  const reports: LayoutReport[] = []
  for (const phone of PHONES) {
    await page.setViewportSize({ width: phone.width, height: phone.height })
    reports.push(...(await page.evaluate(measureLayout, ['light', 'dark'])))
  }
  return reports
}

/** The problems of one report, as readable lines (empty when the layout holds). */
export function layoutProblems(report: LayoutReport): string[] {
  const screenHeight = report.height
  const at = `${report.width}px ${report.theme}`
  const problems: string[] = []
  if (report.innerWidth !== report.width || report.scale !== 1) {
    problems.push(
      `${at}: layout viewport ${report.innerWidth}px at scale ${report.scale} (screen ${report.width}px)`,
    )
  }
  if (report.scrollWidth > report.width) {
    problems.push(`${at}: page ${report.scrollWidth}px wide`)
  }
  for (const line of report.overflowing) problems.push(`${at}: past the edge ${line}`)
  for (const line of report.smallTargets) problems.push(`${at}: target under 44px ${line}`)
  for (const [name, box] of [
    ['cookie banner', report.banner],
    ['toast', report.toast],
  ] as const) {
    if (!box) continue
    if (
      box.left < -0.5 ||
      box.right > report.width + 0.5 ||
      box.top < -0.5 ||
      box.bottom > screenHeight + 0.5
    ) {
      problems.push(`${at}: ${name} not fully on screen ${JSON.stringify(box)}`)
    }
  }
  if (report.banner && report.banner.height > screenHeight / 3 + 8) {
    problems.push(
      `${at}: cookie banner ${Math.round(report.banner.height)}px tall (screen ${screenHeight}px)`,
    )
  }
  return problems
}
