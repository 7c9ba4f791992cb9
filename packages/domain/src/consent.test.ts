import { describe, expect, it } from 'vitest'
import {
  ALL_COOKIES,
  acceptAllCookies,
  closeBanner,
  consentStorageEntries,
  DEFAULT_COOKIE_PREFERENCES,
  initialConsent,
  parseStoredPreferences,
  rejectCookies,
  resetConsent,
  shouldShowBanner,
  updateCookiePreferences,
} from './consent.ts'

const saved = JSON.stringify({
  essential: true,
  performance: true,
  functionality: false,
  marketing: false,
})

describe('cookie consent', () => {
  it('essential is always on; performance, functionality and marketing default to off', () => {
    expect(DEFAULT_COOKIE_PREFERENCES).toEqual({
      essential: true,
      performance: false,
      functionality: false,
      marketing: false,
    })
  })

  it.each([
    ['nothing stored', null, null, true],
    ['consent true with preferences that parse', 'true', saved, false],
    ['consent true without preferences', 'true', null, true],
    ['consent true with unreadable preferences', 'true', '{nope', true],
    ['consent true with preferences of the wrong shape', 'true', '{"essential":false}', true],
    ['consent false', 'false', saved, true],
  ])('should show the banner with %s: %s', (_, flag, preferences, expected) => {
    expect(shouldShowBanner(flag, preferences)).toBe(expected)
  })

  it('starts from what was stored, or from the defaults with the banner open', () => {
    expect(initialConsent('true', saved)).toEqual({
      consented: true,
      preferences: JSON.parse(saved),
      bannerVisible: false,
    })
    expect(initialConsent(null, null)).toEqual({
      consented: false,
      preferences: DEFAULT_COOKIE_PREFERENCES,
      bannerVisible: true,
    })
  })

  it('accept all sets the four categories on and saves', () => {
    expect(acceptAllCookies()).toEqual({
      consented: true,
      preferences: ALL_COOKIES,
      bannerVisible: false,
    })
    expect(Object.values(ALL_COOKIES).every(Boolean)).toBe(true)
  })

  it('reject keeps only essential and saves', () => {
    expect(rejectCookies()).toEqual({
      consented: true,
      preferences: DEFAULT_COOKIE_PREFERENCES,
      bannerVisible: false,
    })
  })

  it('a custom update forces essential on', () => {
    const state = updateCookiePreferences(initialConsent(null, null), {
      essential: false,
      marketing: true,
    })
    expect(state.preferences).toEqual({ ...DEFAULT_COOKIE_PREFERENCES, marketing: true })
    expect(state).toMatchObject({ consented: true, bannerVisible: false })
  })

  it('close hides the banner without saving', () => {
    const state = closeBanner(initialConsent(null, null))
    expect(state).toMatchObject({ consented: false, bannerVisible: false })
    expect(consentStorageEntries(state)).toBeNull()
  })

  it('reset clears the saved choice and shows the banner again', () => {
    const state = resetConsent()
    expect(state).toEqual({
      consented: false,
      preferences: DEFAULT_COOKIE_PREFERENCES,
      bannerVisible: true,
    })
    expect(consentStorageEntries(state)).toBeNull()
  })

  it('a saved choice is stored as the flag and the preferences, which read back', () => {
    const entries = consentStorageEntries(acceptAllCookies())
    expect(entries).toEqual({
      cookie_consent: 'true',
      cookie_preferences: JSON.stringify(ALL_COOKIES),
    })
    expect(parseStoredPreferences(entries?.cookie_preferences ?? null)).toEqual(ALL_COOKIES)
  })
})
