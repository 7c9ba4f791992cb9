import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  acceptAllCookies,
  consentStorageEntries,
  initialConsent,
  rejectCookies,
  resetConsent,
  shouldShowBanner,
  updateCookiePreferences,
} from './consent.ts'
import { consentSeemsSaved, quickConsentEntries, remembersPreferences } from './consent-hint.ts'
import { COOKIE_CATEGORY_TEXT } from './cookie-categories.ts'
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

describe('whether the theme may be kept across tabs (issue 29)', () => {
  const rejected = consentStorageEntries(rejectCookies())
  const accepted = consentStorageEntries(acceptAllCookies())
  const onlyFunctionality = consentStorageEntries(
    updateCookiePreferences(initialConsent(null, null), { functionality: true }),
  )
  it.each([
    ['no choice yet', null, null, false],
    ['Rejeitar', ...stored(rejected), false],
    ['Aceitar Todos', ...stored(accepted), true],
    ['Personalizar with Funcionalidade on', ...stored(onlyFunctionality), true],
    [
      'the choice forgotten (Preferências de cookies)',
      ...stored(consentStorageEntries(resetConsent())),
      false,
    ],
    ['the quick Rejeitar before the app', ...stored(quickConsentEntries('reject')), false],
    ['the quick Aceitar Todos before the app', ...stored(quickConsentEntries('accept-all')), true],
    ['consent false', 'false', '{"functionality":true}', false],
    ['unreadable preferences', 'true', '{nope', false],
    ['functionality as text', 'true', '{"functionality":"true"}', false],
  ] as const)('%s: %s', (_, flag, preferences, expected) => {
    expect(remembersPreferences(flag, preferences)).toBe(expected)
  })
})

describe('the cookie categories as the banner and the policy say them (issue 29)', () => {
  it('files the cart under the essential ones, which Rejeitar keeps', () => {
    expect(COOKIE_CATEGORY_TEXT.essential.description).toContain('carrinho')
    expect(COOKIE_CATEGORY_TEXT.functionality.description).not.toContain('carrinho')
    expect(rejectCookies().preferences.essential).toBe(true)
  })

  it('files the theme under functionality, which Rejeitar turns off', () => {
    expect(COOKIE_CATEGORY_TEXT.functionality.description).toContain('tema')
    expect(COOKIE_CATEGORY_TEXT.essential.description).not.toContain('tema')
    expect(rejectCookies().preferences.functionality).toBe(false)
  })
})
