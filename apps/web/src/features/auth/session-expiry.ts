import { ApiError } from '../../api/request.ts'
import { type AppStore, expireSession, sessionAtom } from './session.ts'

/** An account call answered 401: the token the session holds is no longer valid. */
export const isRefusedSession = (error: unknown) =>
  error instanceof ApiError && error.status === 401

/**
 * The one place where a refused token ends the session: every query and mutation error passes
 * through it (the QueryClient's caches). A signed-in visitor whose call comes back 401 is signed
 * out and sent to /login; the session provider tells them why. A 401 while nobody is signed in
 * (wrong password at login) is only the call's own error.
 */
export function endSessionWhenRefused(store: AppStore, goToLogin: () => void) {
  return (error: unknown) => {
    if (!isRefusedSession(error)) return
    if (store.get(sessionAtom).status !== 'authenticated') return
    expireSession(store)
    goToLogin()
  }
}
