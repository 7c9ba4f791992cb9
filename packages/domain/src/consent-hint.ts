import { COOKIE_CONSENT_KEY, COOKIE_PREFERENCES_KEY } from './storage-keys.ts'

/**
 * Whether this browser seems to hold a cookie choice, for the script that runs before first
 * paint (it cannot afford the schema that validates the preferences). It errs only towards
 * "saved" (storage holding a broken choice), and the app, reading the choice for real right
 * after it starts, shows the banner then: a visitor with a saved choice never sees it flash.
 */
export function consentSeemsSaved(flag: string | null, preferences: string | null): boolean {
  return flag === 'true' && preferences !== null
}

/** A choice made on the banner's first paint, before the app (and its schemas) arrived. */
export type QuickConsentChoice = 'accept-all' | 'reject'

/**
 * What Aceitar Todos or Rejeitar writes to browser storage: the same entries as the app's own
 * transitions (consent.ts), spelt out here so the pre-paint script stays free of the schemas.
 */
export function quickConsentEntries(choice: QuickConsentChoice): Record<string, string> {
  const optional = choice === 'accept-all'
  return {
    [COOKIE_CONSENT_KEY]: 'true',
    [COOKIE_PREFERENCES_KEY]: JSON.stringify({
      essential: true,
      performance: optional,
      functionality: optional,
      marketing: optional,
    }),
  }
}

/**
 * Whether preferences such as the theme may be kept across tabs and visits: a saved choice
 * with the functionality category on. Read without the schema, for the pre-paint script and
 * the theme toggle (both on the landing's first load): the entry is the JSON our own code
 * writes, so anything else (hand-edited, unreadable) errs towards "no".
 */
export function remembersPreferences(flag: string | null, preferences: string | null): boolean {
  return flag === 'true' && /"functionality":true\b/.test(preferences ?? '')
}
