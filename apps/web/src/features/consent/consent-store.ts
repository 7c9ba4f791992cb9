import {
  acceptAllCookies,
  type ConsentState,
  closeBanner,
  consentStorageEntries,
  initialConsent,
  rejectCookies,
  resetConsent,
  updateCookiePreferences,
} from '@atendimento/domain/consent'
import type { CookiePreferences } from '@atendimento/domain/schemas/cookie-preferences'
import { COOKIE_CONSENT_KEY, COOKIE_PREFERENCES_KEY } from '@atendimento/domain/storage-keys'
import { readStoredTheme, storeTheme } from '../theme/theme-store.ts'

export type ConsentChanges = Partial<Omit<CookiePreferences, 'essential'>>

/** The choice saved in this browser; unreadable storage counts as no choice. */
export function readConsent(): ConsentState {
  try {
    return initialConsent(
      localStorage.getItem(COOKIE_CONSENT_KEY),
      localStorage.getItem(COOKIE_PREFERENCES_KEY),
    )
  } catch (error) {
    console.error('Não foi possível ler as preferências de cookies:', error)
    return initialConsent(null, null)
  }
}

function persist(state: ConsentState) {
  try {
    // The theme follows the choice: kept across tabs only with functionality on (issue 29).
    storeTheme(readStoredTheme(), state.consented && state.preferences.functionality)
    const entries = consentStorageEntries(state)
    if (!entries) {
      localStorage.removeItem(COOKIE_CONSENT_KEY)
      localStorage.removeItem(COOKIE_PREFERENCES_KEY)
      return
    }
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
  } catch (error) {
    console.error('Não foi possível salvar as preferências de cookies:', error)
  }
}

/** The banner's transitions (domain) plus what each one writes to browser storage. */
export const consentActions = {
  acceptAll(): ConsentState {
    const next = acceptAllCookies()
    persist(next)
    return next
  },
  reject(): ConsentState {
    const next = rejectCookies()
    persist(next)
    return next
  },
  update(state: ConsentState, changes: ConsentChanges): ConsentState {
    const next = updateCookiePreferences(state, changes)
    persist(next)
    return next
  },
  /** Hides the banner for now; nothing is saved, so it returns on the next visit. */
  close(state: ConsentState): ConsentState {
    return closeBanner(state)
  },
  reset(): ConsentState {
    const next = resetConsent()
    persist(next)
    return next
  },
}
