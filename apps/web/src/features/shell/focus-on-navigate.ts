import type { AnyRouter, ParsedLocation } from '@tanstack/react-router'

/**
 * After a navigation to another page, focus goes to the new page's heading (the first h1 in
 * the content), the way a screen reader user expects of a page load: it is read out, and Tab
 * goes on from the top of the new page instead of from a link that no longer exists. A link to
 * an anchor (/#precos) focuses that section instead. Query and hash changes within a page (the
 * dashboard's tabs, the catalogue's filters) leave focus alone, and so does the first load
 * (the browser starts at the top itself).
 *
 * A page whose heading comes later (it waits on data behind Suspense) gets it focused when it
 * appears, unless the person has focused something else by then.
 */
export function focusHeadingOnNavigate(router: AnyRouter, content: () => HTMLElement | null) {
  let stopWaiting = () => {}
  const follow = (toLocation: ParsedLocation) => {
    stopWaiting()
    const root = content()
    if (!root) return
    // An anchor's section is announced by its own heading.
    const target = () => {
      const section = toLocation.hash ? root.ownerDocument.getElementById(toLocation.hash) : null
      if (section) return section.querySelector<HTMLElement>('h1, h2') ?? section
      return root.querySelector<HTMLElement>('h1')
    }
    const focus = (element: HTMLElement) => {
      if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
      element.focus({ preventScroll: true })
    }
    // After the new page has painted.
    requestAnimationFrame(() => {
      const found = target()
      if (found) return focus(found)
      const focusedBefore = root.ownerDocument.activeElement
      const observer = new MutationObserver(() => {
        if (root.ownerDocument.activeElement !== focusedBefore) return stopWaiting()
        const late = target()
        if (late) {
          stopWaiting()
          focus(late)
        }
      })
      observer.observe(root, { childList: true, subtree: true })
      stopWaiting = () => {
        observer.disconnect()
        stopWaiting = () => {}
      }
    })
  }
  const unsubscribe = router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
    if (fromLocation && fromLocation.pathname !== toLocation.pathname) follow(toLocation)
  })
  return () => {
    stopWaiting()
    unsubscribe()
  }
}
