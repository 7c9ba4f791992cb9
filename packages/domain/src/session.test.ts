import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decideSessionStart } from './session.ts'
import { isVerdict, sessionAfterTokenCheck } from './session-check.ts'
import { parseStoredUser } from './stored-user.ts'
import { makeUser } from './testing/user.ts'

const cleared = { action: 'clear', keys: ['auth_token', 'user_data', 'remember_me'] }

describe('auth start-up (spec section 4)', () => {
  it.each([
    ['a token and remember_me=true: validate it', 'token', 'true', 'validate'],
    ['a token and remember_me=false: discard it', 'token', 'false', 'discard'],
    ['a token without remember_me: discard it', 'token', null, 'discard'],
    ['a token and an odd remember_me: discard it', 'token', 'yes', 'discard'],
    ['no token, remember_me=true: anonymous', null, 'true', 'anonymous'],
    ['no token, remember_me=false: anonymous', null, 'false', 'anonymous'],
    ['nothing stored: anonymous', null, null, 'anonymous'],
    ['an empty token: anonymous', '', 'true', 'anonymous'],
  ] as const)('%s', (_, token, rememberMe, expected) => {
    expect(decideSessionStart({ token, rememberMe })).toBe(expected)
  })

  it.each([
    ["a tab's token (no 'Lembrar de mim'): validate it", null, null, 'tab', 'validate'],
    ["a tab's token beside an unremembered local one: validate", 'old', 'false', 'tab', 'validate'],
    ['a remembered token and no tab token: validate', 'token', 'true', null, 'validate'],
    ['an empty tab token: anonymous', null, null, '', 'anonymous'],
  ] as const)('later ruling: %s', (_, token, rememberMe, tabToken, expected) => {
    expect(decideSessionStart({ token, rememberMe, tabToken })).toBe(expected)
  })

  it('any stored token is checked or dropped, never kept unchecked', () => {
    const text = fc.option(fc.string(), { nil: null })
    fc.assert(
      fc.property(text, text, text, (token, rememberMe, tabToken) => {
        const decision = decideSessionStart({ token, rememberMe, tabToken })
        return token || tabToken ? decision !== 'anonymous' : decision === 'anonymous'
      }),
    )
  })

  const stored = makeUser({}, { seed: 1 })
  const fresh = makeUser({}, { seed: 2 })

  it.each([
    [
      'valid with a user: authenticated with that user',
      { valid: true, user: fresh },
      stored,
      { action: 'authenticate', user: fresh },
    ],
    [
      'valid without a user: authenticated with the stored user',
      { valid: true },
      stored,
      { action: 'authenticate', user: stored },
    ],
    ['valid but no user anywhere: cleared', { valid: true }, null, cleared],
    [
      'invalid: token, user data and remember flag cleared',
      { valid: false, user: fresh },
      stored,
      cleared,
    ],
    [
      'no verdict (server out of reach): held with the stored user',
      null,
      stored,
      { action: 'hold', user: stored },
    ],
    ['no verdict and no stored user: cleared', null, null, cleared],
  ])('after the token check, %s', (_, check, storedUser, expected) => {
    expect(sessionAfterTokenCheck(check, storedUser)).toEqual(expected)
  })

  it.each([
    [0, false],
    [undefined, false],
    [500, false],
    [503, false],
    [429, false],
    [408, false],
    [400, true],
    [401, true],
    [404, true],
  ])('a failed call with status %s is a verdict: %s', (status, expected) => {
    expect(isVerdict(status)).toBe(expected)
  })

  it.each([
    ['absent', null, null],
    ['unreadable', '{oops', null],
    ['of the wrong shape', '{"name":"Ana"}', null],
    ['saved by login', JSON.stringify(stored), stored],
  ])('the stored user data, when %s', (_, raw, expected) => {
    expect(parseStoredUser(raw)).toEqual(expected)
  })
})
