import '@atendimento/ui/styles.css'

const FALLBACK_MS = 1000

/**
 * A prerendered page paints before the app's code is even downloaded: on a slow phone the
 * framework's download, parse and evaluation would otherwise hold back the first paint of a
 * page that is already complete in the HTML. Other pages (client routes) have nothing to paint
 * without the app, and a hidden tab paints nothing, so they start at once.
 */
function afterFirstContentfulPaint(run: () => void) {
  const prerendered = document.documentElement.dataset.ssrPath !== undefined
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

afterFirstContentfulPaint(() => void import('./start.tsx'))
