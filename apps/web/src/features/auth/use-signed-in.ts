import { useRouteContext } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import type { SignedInState } from './session.ts'

/** The session of a page under the `_auth` guard, which handed it over in the route context. */
export function useSignedIn(): SignedInState {
  const { signedIn, store } = useRouteContext({ from: '/_auth' })
  return useAtomValue(signedIn, { store })
}
