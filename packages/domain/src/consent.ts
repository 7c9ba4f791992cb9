import * as v from 'valibot'
import { type CookiePreferences, cookiePreferencesSchema } from './schemas/cookie-preferences.ts'
import { COOKIE_CONSENT_KEY, COOKIE_PREFERENCES_KEY } from './storage-keys.ts'

export const DEFAULT_COOKIE_PREFERENCES: CookiePreferences = {
  essential: true,
  performance: false,
  functionality: false,
  marketing: false,
}

export const ALL_COOKIES: CookiePreferences = {
  essential: true,
  performance: true,
  functionality: true,
  marketing: true,
}

export interface ConsentState {
  /** A choice is saved. */
  consented: boolean
  preferences: CookiePreferences
  bannerVisible: boolean
}

/** Preferences stored as JSON, or null when absent or unreadable. */
export function parseStoredPreferences(raw: string | null): CookiePreferences | null {
  if (!raw) return null
  try {
    const parsed = v.safeParse(cookiePreferencesSchema, JSON.parse(raw))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

/** The banner shows unless consent is stored as true with preferences that parse. */
export function shouldShowBanner(flag: string | null, preferences: string | null): boolean {
  return !(flag === 'true' && parseStoredPreferences(preferences) !== null)
}

/** The state at start-up, from what the browser stored. */
export function initialConsent(flag: string | null, preferences: string | null): ConsentState {
  const saved = parseStoredPreferences(preferences)
  const consented = flag === 'true' && saved !== null
  return {
    consented,
    preferences: consented && saved ? saved : DEFAULT_COOKIE_PREFERENCES,
    bannerVisible: !consented,
  }
}

function saved(preferences: CookiePreferences): ConsentState {
  return { consented: true, preferences, bannerVisible: false }
}

export function acceptAllCookies(): ConsentState {
  return saved(ALL_COOKIES)
}

export function rejectCookies(): ConsentState {
  return saved(DEFAULT_COOKIE_PREFERENCES)
}

/** A custom choice; essential stays on whatever the caller sends. */
export function updateCookiePreferences(
  state: ConsentState,
  changes: Partial<Omit<CookiePreferences, 'essential'>> & { essential?: boolean },
): ConsentState {
  return saved({ ...state.preferences, ...changes, essential: true })
}

/** Hides the banner without saving anything. */
export function closeBanner(state: ConsentState): ConsentState {
  return { ...state, bannerVisible: false }
}

/** Forgets the saved choice and shows the banner again. */
export function resetConsent(): ConsentState {
  return { consented: false, preferences: DEFAULT_COOKIE_PREFERENCES, bannerVisible: true }
}

/** What to write to browser storage: the entries, or null to remove both keys. */
export function consentStorageEntries(state: ConsentState): Record<string, string> | null {
  if (!state.consented) return null
  return {
    [COOKIE_CONSENT_KEY]: 'true',
    [COOKIE_PREFERENCES_KEY]: JSON.stringify(state.preferences),
  }
}
