import type { User } from '@atendimento/domain/schemas/user'
import { decideSessionStart, sessionAfterTokenCheck } from '@atendimento/domain/session'
import {
  AUTH_TOKEN_KEY,
  REMEMBER_ME_KEY,
  SESSION_STORAGE_KEYS,
  USER_DATA_KEY,
} from '@atendimento/domain/storage-keys'
import { atom, type createStore } from 'jotai'
import { logoutRequest, validateToken } from '../../api/auth-session.ts'

/**
 * `ended` tells why a session just ended, so the account pages know where to send the visitor:
 * home after Sair, the login page when the token stopped being valid.
 */
export type SessionState =
  | { status: 'loading' }
  | { status: 'anonymous'; ended?: 'logout' | 'expired' }
  | { status: 'authenticated'; token: string; user: User }

export type AppStore = ReturnType<typeof createStore>

export const sessionAtom = atom<SessionState>({ status: 'loading' })

function clearStoredSession(keys: readonly string[] = SESSION_STORAGE_KEYS) {
  for (const key of keys) localStorage.removeItem(key)
}

function becomeAnonymous(store: AppStore, ended?: 'logout' | 'expired') {
  clearStoredSession()
  store.set(sessionAtom, ended ? { status: 'anonymous', ended } : { status: 'anonymous' })
}

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
    validateToken(token),
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

/** Spec section 4: a remembered token is checked with the server; any other token is dropped. */
export async function startSession(store: AppStore): Promise<void> {
  const token = localStorage.getItem(AUTH_TOKEN_KEY)
  const decision = decideSessionStart({ token, rememberMe: localStorage.getItem(REMEMBER_ME_KEY) })
  if (decision === 'validate' && token) return revalidate(store, token)
  if (decision === 'discard') clearStoredSession()
  store.set(sessionAtom, { status: 'anonymous' })
}

export function signIn(
  store: AppStore,
  { token, user, rememberMe }: { token: string; user: User; rememberMe: boolean },
) {
  localStorage.setItem(AUTH_TOKEN_KEY, token)
  localStorage.setItem(USER_DATA_KEY, JSON.stringify(user))
  localStorage.setItem(REMEMBER_ME_KEY, String(rememberMe))
  store.set(sessionAtom, { status: 'authenticated', token, user })
}

export function replaceUser(store: AppStore, user: User) {
  const session = store.get(sessionAtom)
  if (session.status !== 'authenticated') return
  localStorage.setItem(USER_DATA_KEY, JSON.stringify(user))
  store.set(sessionAtom, { ...session, user })
}

/** The server refused the session's token on an account call: it is over (spec section 4). */
export function expireSession(store: AppStore) {
  if (store.get(sessionAtom).status === 'authenticated') becomeAnonymous(store, 'expired')
}

/** The local session ends even when the server cannot be reached. */
export async function signOut(store: AppStore): Promise<void> {
  const session = store.get(sessionAtom)
  if (session.status === 'authenticated') await logoutRequest(session.token)
  becomeAnonymous(store, 'logout')
}

/** Resolves once the start-up check is over, so route guards never decide on 'loading'. */
export function settledSession(
  store: AppStore,
): Promise<Exclude<SessionState, { status: 'loading' }>> {
  return new Promise((resolve) => {
    const check = () => {
      const session = store.get(sessionAtom)
      if (session.status === 'loading') return false
      resolve(session)
      return true
    }
    if (check()) return
    const unsubscribe = store.sub(sessionAtom, () => {
      if (check()) unsubscribe()
    })
  })
}
