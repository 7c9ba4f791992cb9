import type { User } from '@atendimento/domain/schemas/user'
import { decideSessionStart } from '@atendimento/domain/session'
import {
  AUTH_TOKEN_KEY,
  REMEMBER_ME_KEY,
  SESSION_STORAGE_KEYS,
  USER_DATA_KEY,
} from '@atendimento/domain/storage-keys'
import { type Atom, atom, type createStore } from 'jotai'

/**
 * `ended` tells why a session just ended, so the account pages know where to send the visitor:
 * home after Sair, the login page when the token stopped being valid.
 */
export type SessionState =
  | { status: 'loading' }
  | { status: 'anonymous'; ended?: 'logout' | 'expired' }
  | {
      status: 'authenticated'
      token: string
      user: User
      /** The last check got no answer (server or network down): kept, and checked again. */
      unverified?: true
    }

export type AppStore = ReturnType<typeof createStore>
export type SignedInState = Extract<SessionState, { status: 'authenticated' }>

export const sessionAtom = atom<SessionState>({ status: 'loading' })

/**
 * The session of a signed-in page, for its whole stay: the latest signed-in state (a profile
 * update changes its user), kept while the page leaves after the session ended, so nothing
 * under the guard ever sees a missing token.
 */
export function signedInAtom(start: SignedInState): Atom<SignedInState> {
  let latest = start
  return atom((get) => {
    const session = get(sessionAtom)
    if (session.status === 'authenticated') latest = session
    return latest
  })
}

export function clearStoredSession(keys: readonly string[] = SESSION_STORAGE_KEYS) {
  for (const key of keys) {
    localStorage.removeItem(key)
    sessionStorage.removeItem(key)
  }
}

/**
 * Where the session lives (later ruling on sessions): localStorage when remembered, else the
 * tab's sessionStorage, which keeps it across reloads of the tab and not beyond the browser
 * session.
 */
export function sessionStorageArea(): Storage {
  return localStorage.getItem(AUTH_TOKEN_KEY) && localStorage.getItem(REMEMBER_ME_KEY) === 'true'
    ? localStorage
    : sessionStorage
}

export function becomeAnonymous(store: AppStore, ended?: 'logout' | 'expired') {
  clearStoredSession()
  store.set(sessionAtom, ended ? { status: 'anonymous', ended } : { status: 'anonymous' })
}

/**
 * The token check and sign-out talk to the server: their code (and the API calls) loads only
 * when a session exists, so an anonymous first visit never downloads it.
 */
const sessionCheck = () => import('./session-check.ts')

/** Asks the server whether the token still holds; only a clear no ends the session. */
export async function revalidate(store: AppStore, token: string): Promise<void> {
  return (await sessionCheck()).revalidate(store, token)
}

/** The local session ends even when the server cannot be reached. */
export async function signOut(store: AppStore): Promise<void> {
  return (await sessionCheck()).signOut(store)
}

/**
 * A remembered token (localStorage) or this tab's (sessionStorage) is checked with the server;
 * a local token not marked remembered, left by an older version, is dropped.
 */
export async function startSession(store: AppStore): Promise<void> {
  const local = localStorage.getItem(AUTH_TOKEN_KEY)
  const rememberMe = localStorage.getItem(REMEMBER_ME_KEY)
  const tabToken = sessionStorage.getItem(AUTH_TOKEN_KEY)
  const decision = decideSessionStart({ token: local, rememberMe, tabToken })
  if (local && rememberMe !== 'true') {
    for (const key of SESSION_STORAGE_KEYS) localStorage.removeItem(key)
  }
  const token = local && rememberMe === 'true' ? local : tabToken
  if (decision === 'validate' && token) return revalidate(store, token)
  if (decision === 'discard') clearStoredSession()
  store.set(sessionAtom, { status: 'anonymous' })
}

export function signIn(
  store: AppStore,
  { token, user, rememberMe }: { token: string; user: User; rememberMe: boolean },
) {
  clearStoredSession()
  const area = rememberMe ? localStorage : sessionStorage
  area.setItem(AUTH_TOKEN_KEY, token)
  area.setItem(USER_DATA_KEY, JSON.stringify(user))
  area.setItem(REMEMBER_ME_KEY, String(rememberMe))
  store.set(sessionAtom, { status: 'authenticated', token, user })
}

export function replaceUser(store: AppStore, user: User) {
  const session = store.get(sessionAtom)
  if (session.status !== 'authenticated') return
  sessionStorageArea().setItem(USER_DATA_KEY, JSON.stringify(user))
  store.set(sessionAtom, { ...session, user })
}

/** The server refused the session's token on an account call: it is over (spec section 4). */
export function expireSession(store: AppStore) {
  if (store.get(sessionAtom).status === 'authenticated') becomeAnonymous(store, 'expired')
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
