import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while prerendering and during hydration, true afterwards. What depends on the visitor
 * (session, cart, stored choices, user agent) renders only when this is true, so prerendered
 * HTML is the same for everyone and hydration never mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
