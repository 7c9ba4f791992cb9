import { SESSION_RECHECK_MS } from '@atendimento/domain/constants'
import { AUTH_ROWS } from '@atendimento/domain/contract/rows/auth-rows'
import { isVerdict, sessionAfterTokenCheck } from '@atendimento/domain/session-check'
import { USER_DATA_KEY } from '@atendimento/domain/storage-keys'
import { callApi } from '../../api/call-api.ts'
import { type AppStore, becomeAnonymous, sessionAtom, sessionStorageArea } from './session.ts'

// The session's conversations with the server (session.ts loads this only when a session exists).

/**
 * A check that got no verdict (offline, the server down or failing) keeps the stored session,
 * marked unverified so the page says it is offline, and checks again when the network comes
 * back, when the tab is shown again, and every SESSION_RECHECK_MS meanwhile (a server outage
 * fires no browser event). Only the server's answer that the token is invalid ends it.
 */
let stopRechecks: (() => void) | undefined

function recheckLater(store: AppStore, token: string) {
  stopRechecks?.()
  const again = () => {
    stopRechecks?.()
    void revalidate(store, token)
  }
  const onVisible = () => {
    if (document.visibilityState === 'visible') again()
  }
  const timer = setTimeout(again, SESSION_RECHECK_MS)
  window.addEventListener('online', again)
  document.addEventListener('visibilitychange', onVisible)
  stopRechecks = () => {
    clearTimeout(timer)
    window.removeEventListener('online', again)
    document.removeEventListener('visibilitychange', onVisible)
    stopRechecks = undefined
  }
}

/** Asks the server whether the token still holds; only its answer that it does not ends it. */
export async function revalidate(store: AppStore, token: string): Promise<void> {
  const before = store.get(sessionAtom)
  // The user schema and its validators load alongside the check: only a stored session needs
  // them, so a first visit never downloads them.
  const [result, { parseStoredUser }] = await Promise.all([
    navigator.onLine ? callApi(AUTH_ROWS.validateToken, { body: { token } }) : undefined,
    import('@atendimento/domain/stored-user'),
  ])
  // Signed out, or in as someone else, while the check was on its way: that choice stands.
  if (store.get(sessionAtom) !== before) return
  const area = sessionStorageArea()
  const storedUser = parseStoredUser(area.getItem(USER_DATA_KEY))
  const verdict = result?.success
    ? result.data
    : result && isVerdict(result.error.status)
      ? { valid: false }
      : null
  const next = sessionAfterTokenCheck(verdict, storedUser)
  if (next.action === 'clear') {
    stopRechecks?.()
    return becomeAnonymous(store, before.status === 'authenticated' ? 'expired' : undefined)
  }
  if (next.action === 'hold') {
    store.set(sessionAtom, { status: 'authenticated', token, user: next.user, unverified: true })
    return recheckLater(store, token)
  }
  stopRechecks?.()
  area.setItem(USER_DATA_KEY, JSON.stringify(next.user))
  store.set(sessionAtom, { status: 'authenticated', token, user: next.user })
}

/** The local session ends even when the server cannot be reached. */
export async function signOut(store: AppStore): Promise<void> {
  const session = store.get(sessionAtom)
  stopRechecks?.()
  if (session.status === 'authenticated') {
    await callApi(AUTH_ROWS.logout, { token: session.token })
  }
  becomeAnonymous(store, 'logout')
}
