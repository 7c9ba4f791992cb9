// The slow-phone figures (`npm run bench -- phone`): each page opened as a first visit on a
// phone-sized Chromium with touch, its CPU slowed 4× and its network held to a weak mobile
// connection through the DevTools protocol. Reported, never asserted: times move with the
// machine, the budgets that must hold live in `npm test`.
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../chromium.mjs'

/** About a weak 4G signal: 1.6 Mbps down, 750 kbps up, 150 ms round trips. */
export const SLOW_PHONE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1_000_000) / 8,
  uploadBytesPerSecond: (750 * 1_000) / 8,
  cpuSlowdown: 4,
}
const PHONE = { width: 360, height: 740 }
const TABLET = { width: 1024, height: 768 }
const SCROLL_TARGET = 1500
const GIVE_UP_MS = 30_000
const TAP_EVERY_MS = 100

// Runs in the page before any of its scripts: records paints, the largest paint, the moment
// the app took the page over, and every tap with whether it changed anything.
function recordInPage() {
  const bench = { taps: [], lcp: 0, hydratedAt: 0 }
  window.__bench = bench
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcp = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  // On the document: its <html> element may not exist yet when this runs.
  new MutationObserver(() => {
    if (!bench.hydratedAt && document.documentElement?.dataset.hydrated) {
      bench.hydratedAt = performance.now()
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
  // Capture on window runs before the page's own listeners; the check runs after them all.
  addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null
      const popover = target?.closest('[popovertarget]')?.getAttribute('popovertarget')
      // A menu button that is not a popover (older builds) says it opened through aria-expanded.
      const button = target?.closest('button')
      const expanded = button?.getAttribute('aria-expanded')
      const theme = document.documentElement?.className
      const handledAt = performance.now()
      setTimeout(() => {
        const opened = popover
          ? document.getElementById(popover)?.matches(':popover-open')
          : button?.getAttribute('aria-expanded') !== expanded
        bench.taps.push({
          at: event.timeStamp,
          handledAt,
          worked: Boolean(opened) || document.documentElement?.className !== theme,
        })
      })
    },
    true,
  )
}

async function openSlowPhone(browser, viewport) {
  const context = await browser.newContext({
    viewport,
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    // A first visit: nothing cached, no service worker yet.
    serviceWorkers: 'block',
  })
  const page = await context.newPage()
  await page.addInitScript(recordInPage)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
    uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown })
  return { context, page }
}

const firstContentfulPaint = (page) =>
  page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  )

async function waitForPaint(page) {
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
    null,
    { timeout: GIVE_UP_MS, polling: 50 },
  )
}

const waitForApp = (page) =>
  page.waitForFunction(() => window.__bench.hydratedAt > 0, null, {
    timeout: GIVE_UP_MS,
    polling: 100,
  })

/**
 * A visitor's first touch, on the page's heading (nothing happens there): the landing's app
 * waits for one, so the takeover is measured as if the visitor touched the screen the moment
 * the page painted, the soonest anyone could.
 */
async function touchOnce(page) {
  const box = await page.getByRole('heading', { level: 1 }).first().boundingBox()
  if (box) await page.touchscreen.tap(box.x + 4, box.y + box.height / 2)
}

/** Paints, the app's takeover and whether a scroll made before it survives it. */
async function loadRun(browser, url) {
  const { context, page } = await openSlowPhone(browser, PHONE)
  try {
    await page.goto(url, { waitUntil: 'commit' })
    await waitForPaint(page)
    await touchOnce(page)
    // As far down as the page goes (short pages cannot reach the target).
    const scrolledTo = await page.evaluate((target) => {
      window.scrollTo(0, target)
      return window.scrollY
    }, SCROLL_TARGET)
    await waitForApp(page)
    await page.waitForLoadState('networkidle')
    const figures = await page.evaluate(() => ({
      lcp: window.__bench.lcp,
      hydratedAt: window.__bench.hydratedAt,
      scrollAfter: window.scrollY,
    }))
    return { fcp: await firstContentfulPaint(page), scrolledTo, ...figures }
  } finally {
    await context.close()
  }
}

/** Taps `control` from the first paint on until a tap changes something; when it first did. */
async function firstWorkingTap(browser, url, viewport, control) {
  const { context, page } = await openSlowPhone(browser, viewport)
  try {
    await page.goto(url, { waitUntil: 'commit' })
    await waitForPaint(page)
    const deadline = Date.now() + GIVE_UP_MS
    let attempts = 0
    while (Date.now() < deadline) {
      const box = await control(page)
        .boundingBox({ timeout: TAP_EVERY_MS })
        .catch(() => null)
      if (box) {
        attempts += 1
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
      }
      const worked = await page.evaluate(() => window.__bench.taps.find((tap) => tap.worked))
      if (worked) return { ...worked, attempts, fcp: await firstContentfulPaint(page) }
      await page.waitForTimeout(TAP_EVERY_MS)
    }
    return {
      at: Number.NaN,
      handledAt: Number.NaN,
      attempts,
      fcp: await firstContentfulPaint(page),
    }
  } finally {
    await context.close()
  }
}

const seconds = (ms) => (Number.isNaN(ms) ? 'nunca' : `${(ms / 1000).toFixed(2)} s`)

// The taps start once the page has painted and repeat (each round trip to a 4× slower page
// takes a few hundred ms): "1º toque" means the very first tap after the paint worked.
function tapCell(tap) {
  if (Number.isNaN(tap.at))
    return `não funcionou em ${GIVE_UP_MS / 1000} s (${tap.attempts} toques)`
  const answered = Math.round(tap.handledAt - tap.at)
  return `${seconds(tap.at)}: ${tap.attempts}º toque, pintura em ${seconds(tap.fcp)}, resposta em ${answered} ms`
}

export async function phoneFigures(baseUrl, { paths }) {
  const browser = await chromium.launch(chromiumLaunchOptions())
  const theme = (page) => page.getByRole('button', { name: 'Alternar tema claro/escuro' })
  const produto = (page) => page.getByRole('button', { name: 'Produto', exact: true })
  const rows = []
  try {
    for (const path of paths) {
      const url = `${baseUrl}${path}`
      const load = await loadRun(browser, url)
      const themeTap = await firstWorkingTap(browser, url, PHONE, theme)
      const menuTap = await firstWorkingTap(browser, url, TABLET, produto)
      rows.push([
        path,
        seconds(load.fcp),
        tapCell(themeTap),
        tapCell(menuTap),
        seconds(load.lcp),
        seconds(load.hydratedAt),
        `${load.scrolledTo} → ${load.scrollAfter} px`,
      ])
    }
  } finally {
    await browser.close()
  }
  return rows
}

export const PHONE_HEADER = [
  'página',
  'primeira pintura',
  'toque no tema funciona a partir de',
  "toque em 'Produto' funciona a partir de (1024 px)",
  'LCP',
  'app assume (formulários e filtros funcionam; em /, depois do 1º toque, logo na pintura)',
  'rolagem antes → depois do app assumir',
]
