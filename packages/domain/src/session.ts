/** What the app does with a stored session when it starts (spec section 4). */
export type SessionStart = 'validate' | 'discard' | 'anonymous'

export interface StoredSession {
  /** localStorage's token: a remembered session's. */
  token: string | null
  /** The stored text 'true' or 'false', or nothing. */
  rememberMe: string | null
  /** sessionStorage's token: the session of this tab, signed in without 'Lembrar de mim'. */
  tabToken?: string | null
}

/**
 * Later ruling on sessions (it replaces spec section 4's "discarded on start"): a remembered
 * session lives in localStorage, one without 'Lembrar de mim' in the tab's sessionStorage, which
 * keeps it across reloads of its tab and drops it with the browser session. Either is validated
 * with the server. A token in localStorage that is not marked remembered (left by an older
 * version of the site) is discarded; nothing stored means an anonymous visitor.
 */
export function decideSessionStart({ token, rememberMe, tabToken }: StoredSession): SessionStart {
  if (token && rememberMe === 'true') return 'validate'
  if (tabToken) return 'validate'
  return token ? 'discard' : 'anonymous'
}
