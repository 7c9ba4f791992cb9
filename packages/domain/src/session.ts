import type { User } from './schemas/user.ts'
import { SESSION_STORAGE_KEYS } from './storage-keys.ts'

/** What the app does with a stored session when it starts (spec section 4). */
export type SessionStart = 'validate' | 'discard' | 'anonymous'

export interface StoredSession {
  token: string | null
  /** The stored text 'true' or 'false', or nothing. */
  rememberMe: string | null
}

/**
 * A token with remember_me=true is validated with the server; a token without it is
 * discarded (token, user data and flag removed); no token means an anonymous visitor.
 */
export function decideSessionStart({ token, rememberMe }: StoredSession): SessionStart {
  if (!token) return 'anonymous'
  return rememberMe === 'true' ? 'validate' : 'discard'
}

/** The answer of POST /auth/validate-token, or null when the call failed. */
export type TokenCheck = { valid: boolean; user?: User } | null

export type SessionAfterCheck =
  | { action: 'authenticate'; user: User }
  | { action: 'clear'; keys: readonly string[] }

/**
 * After a token check, at start-up or every 5 minutes: a valid token keeps the session with
 * the user the server sent, else the stored one. Invalid, failing, or valid with no user to
 * show: the local session is cleared.
 */
export function sessionAfterTokenCheck(
  check: TokenCheck,
  storedUser: User | null,
): SessionAfterCheck {
  const user = check?.valid ? (check.user ?? storedUser) : null
  return user ? { action: 'authenticate', user } : { action: 'clear', keys: SESSION_STORAGE_KEYS }
}
