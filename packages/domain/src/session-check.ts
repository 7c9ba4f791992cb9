import type { User } from './schemas/user.ts'
import { SESSION_STORAGE_KEYS } from './storage-keys.ts'

// What a token check means for the stored session. Kept apart from session.ts, which every
// first visit reads: only a visit with a stored session needs this.

/**
 * The answer of POST /auth/validate-token, or null when no answer came that judges the token
 * (a network error, a timeout, a 5xx or 429): that is no verdict on it.
 */
export type TokenCheck = { valid: boolean; user?: User } | null

export type SessionAfterCheck =
  | { action: 'authenticate'; user: User }
  /** No verdict: the stored session stays, unverified, until the server answers. */
  | { action: 'hold'; user: User }
  | { action: 'clear'; keys: readonly string[] }

/**
 * After a token check, at start-up or every 5 minutes: a valid token keeps the session with
 * the user the server sent, else the stored one. A check with no verdict (the server out of
 * reach) keeps the stored session. Invalid, or with no user to show: the local session is
 * cleared.
 */
export function sessionAfterTokenCheck(
  check: TokenCheck,
  storedUser: User | null,
): SessionAfterCheck {
  if (check === null) {
    return storedUser
      ? { action: 'hold', user: storedUser }
      : { action: 'clear', keys: SESSION_STORAGE_KEYS }
  }
  const user = check.valid ? (check.user ?? storedUser) : null
  return user ? { action: 'authenticate', user } : { action: 'clear', keys: SESSION_STORAGE_KEYS }
}

/**
 * Whether a failed call's status judged the request (a 4xx but 408 and 429) or only says the
 * server could not answer now (no answer at all: 0; a 5xx, a timeout, a quota).
 */
export function isVerdict(status: number | undefined): boolean {
  if (status === undefined || status === 0) return false
  return status < 500 && status !== 408 && status !== 429
}
