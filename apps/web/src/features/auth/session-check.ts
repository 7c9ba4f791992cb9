import { AUTH_ROWS } from '@atendimento/domain/contract/rows/auth-rows'
import { sessionAfterTokenCheck } from '@atendimento/domain/session'
import { USER_DATA_KEY } from '@atendimento/domain/storage-keys'
import { callApi } from '../../api/call-api.ts'
import { type AppStore, becomeAnonymous, sessionAtom } from './session.ts'

// The session's conversations with the server (session.ts loads this only when a session exists).

/**
 * Offline the server cannot answer either way: the stored session is kept as it is and checked
 * as soon as the network is back. The spec clears a session whose check fails, but logging
 * people out because their phone lost signal would cost them their session for nothing.
 */
let checkWhenOnline: (() => void) | undefined

async function holdWhileOffline(store: AppStore, token: string): Promise<void> {
  const { parseStoredUser } = await import('@atendimento/domain/stored-user')
  const user = parseStoredUser(localStorage.getItem(USER_DATA_KEY))
  if (!user) return becomeAnonymous(store)
  if (store.get(sessionAtom).status === 'loading') {
    store.set(sessionAtom, { status: 'authenticated', token, user })
  }
  // One check on reconnection, however many timer ticks passed offline.
  if (checkWhenOnline) window.removeEventListener('online', checkWhenOnline)
  checkWhenOnline = () => void revalidate(store, token)
  window.addEventListener('online', checkWhenOnline, { once: true })
}

/** Asks the server whether the token still holds; anything but a clear yes ends the session. */
export async function revalidate(store: AppStore, token: string): Promise<void> {
  if (!navigator.onLine) return holdWhileOffline(store, token)
  const before = store.get(sessionAtom)
  // The user schema and its validators load alongside the check: only a remembered session
  // needs them, so a first visit never downloads them.
  const [result, { parseStoredUser }] = await Promise.all([
    callApi(AUTH_ROWS.validateToken, { body: { token } }),
    import('@atendimento/domain/stored-user'),
  ])
  // Signed out, or in as someone else, while the check was on its way: that choice stands.
  if (store.get(sessionAtom) !== before) return
  const storedUser = parseStoredUser(localStorage.getItem(USER_DATA_KEY))
  const next = sessionAfterTokenCheck(result.success ? result.data : null, storedUser)
  if (next.action === 'clear') {
    return becomeAnonymous(store, before.status === 'authenticated' ? 'expired' : undefined)
  }
  localStorage.setItem(USER_DATA_KEY, JSON.stringify(next.user))
  store.set(sessionAtom, { status: 'authenticated', token, user: next.user })
}

/** The local session ends even when the server cannot be reached. */
export async function signOut(store: AppStore): Promise<void> {
  const session = store.get(sessionAtom)
  if (session.status === 'authenticated') {
    await callApi(AUTH_ROWS.logout, { token: session.token })
  }
  becomeAnonymous(store, 'logout')
}
