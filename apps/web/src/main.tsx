import '@atendimento/ui/styles.css'
import { prerenderedPlansAreCurrent } from './features/plans/early-plan-check.ts'
import { startOnIntent } from './features/shell/start-on-intent.ts'

const FALLBACK_MS = 1000

/**
 * A prerendered page (or a checkout's preview) paints before the app's code is even downloaded:
 * on a slow phone the framework's download, parse and evaluation would otherwise hold back the
 * first paint of a page that is already complete in the HTML. Other pages (client routes) have
 * nothing to paint without the app, and a hidden tab paints nothing, so they start at once.
 */
function afterFirstContentfulPaint(run: () => void) {
  const { ssrPath, previewPath } = document.documentElement.dataset
  const prerendered = ssrPath !== undefined || previewPath !== undefined
  const canObserve = PerformanceObserver.supportedEntryTypes?.includes('paint') ?? false
  if (!prerendered || !canObserve || document.visibilityState === 'hidden') return run()
  let started = false
  const startOnce = () => {
    if (started) return
    started = true
    observer.disconnect()
    run()
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) startOnce()
  })
  observer.observe({ type: 'paint', buffered: true })
  setTimeout(startOnce, FALLBACK_MS)
}

/**
 * The page lists its app's files (the build found them): asked for all at once, they arrive
 * together instead of one round trip after another as each module names the next.
 */
function askForListedAppFiles() {
  let files: string[] = []
  try {
    files = JSON.parse(document.getElementById('__APP_FILES__')?.textContent ?? '[]')
  } catch {
    // Without the list the app still starts: its files come one round trip after another.
  }
  for (const file of files) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = file
    document.head.append(link)
  }
}

let started = false
function startApp() {
  if (started) return
  started = true
  askForListedAppFiles()
  void import('./start.tsx')
}

/**
 * The landing (pre-paint.ts decides, by domain's decideAppStart) waits for the visitor: its
 * first load is then the page and this entry, and the app arrives with the first touch, key or
 * pointer. Its plan cards were drawn at build time; should the plans on sale differ now, the
 * app starts at once and shows them.
 */
afterFirstContentfulPaint(() => {
  if (document.documentElement.dataset.startOnIntent === undefined) return startApp()
  startOnIntent(startApp)
  void prerenderedPlansAreCurrent().then((current) => {
    if (!current) startApp()
  })
})
