import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while prerendering and during hydration, true afterwards. What depends on the visitor
 * (session, cart, stored choices, user agent) renders only when this is true, so prerendered
 * HTML is the same for everyone and hydration never mismatches. Only the server snapshot tells
 * a hydrating component from one mounted later: the page's route hydrates in a later pass than
 * its header, so a flag set once the header hydrated would lie to the route.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
