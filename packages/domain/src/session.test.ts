import { describe, expect, it } from 'vitest'
import { decideSessionStart, sessionAfterTokenCheck } from './session.ts'
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
    ['the check failed: cleared', null, stored, cleared],
  ])('after the token check, %s', (_, check, storedUser, expected) => {
    expect(sessionAfterTokenCheck(check, storedUser)).toEqual(expected)
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
