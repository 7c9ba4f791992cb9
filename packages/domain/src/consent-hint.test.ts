import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  acceptAllCookies,
  consentStorageEntries,
  rejectCookies,
  shouldShowBanner,
} from './consent.ts'
import { consentSeemsSaved, quickConsentEntries } from './consent-hint.ts'
import { COOKIE_CONSENT_KEY, COOKIE_PREFERENCES_KEY } from './storage-keys.ts'

const stored = (entries: Record<string, string> | null) =>
  [entries?.[COOKIE_CONSENT_KEY] ?? null, entries?.[COOKIE_PREFERENCES_KEY] ?? null] as const

describe('the pre-paint guess of a saved cookie choice', () => {
  it.each([
    ['nothing stored', null, null, false],
    ['consent without preferences', 'true', null, false],
    ['consent false', 'false', '{}', false],
    ['consent with any stored preferences', 'true', '{nope', true],
    ['Aceitar Todos, as saved', ...stored(consentStorageEntries(acceptAllCookies())), true],
    ['Rejeitar, as saved', ...stored(consentStorageEntries(rejectCookies())), true],
  ])('%s: %s', (_, flag, preferences, expected) => {
    expect(consentSeemsSaved(flag, preferences)).toBe(expected)
  })

  it('never hides a banner the app would hide too late: a real saved choice is always guessed', () => {
    const flag = fc.option(fc.oneof(fc.constant('true'), fc.string()), { nil: null })
    const validPreferences = fc
      .record({
        essential: fc.constant(true),
        performance: fc.boolean(),
        functionality: fc.boolean(),
        marketing: fc.boolean(),
      })
      .map((preferences) => JSON.stringify(preferences))
    const preferences = fc.option(fc.oneof(validPreferences, fc.string(), fc.json()), {
      nil: null,
    })
    fc.assert(
      fc.property(flag, preferences, (flag, preferences) => {
        if (!shouldShowBanner(flag, preferences))
          expect(consentSeemsSaved(flag, preferences)).toBe(true)
      }),
    )
  })
})

describe('a choice made before the app runs', () => {
  it.each([
    ['accept-all', acceptAllCookies()],
    ['reject', rejectCookies()],
  ] as const)('%s writes what the app itself writes', (choice, state) => {
    expect(quickConsentEntries(choice)).toEqual(consentStorageEntries(state))
    expect(shouldShowBanner(...stored(quickConsentEntries(choice)))).toBe(false)
  })
})
