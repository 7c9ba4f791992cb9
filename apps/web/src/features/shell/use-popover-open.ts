import { type RefObject, useCallback, useEffect, useState } from 'react'
import { useHydrated } from './use-hydrated.ts'

const isOpen = (element: HTMLElement) => element.matches(':popover-open')

/**
 * Follows a native popover that the browser opens and closes by itself (popovertarget, Escape,
 * a tap elsewhere). `expanded` is undefined until the app has hydrated: prerendered HTML must
 * not carry a fixed aria-expanded that would go stale before the app runs (the browser exposes
 * a popover button's state on its own until then).
 */
export function usePopoverOpen(popover: RefObject<HTMLElement | null>) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const element = popover.current
    if (!element) return
    setOpen(isOpen(element))
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open')
    element.addEventListener('toggle', onToggle)
    return () => element.removeEventListener('toggle', onToggle)
  }, [popover])
  const close = useCallback(() => {
    const element = popover.current
    if (element && isOpen(element)) element.hidePopover()
  }, [popover])
  return { expanded: hydrated ? open : undefined, close }
}
