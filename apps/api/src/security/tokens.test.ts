import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { passesLuhn } from '../payments/card.ts'
import { SANDBOX_CARDS } from '../payments/sandbox-gateway.ts'
import { codeMatches, hashCode, newRecoveryCode, newToken } from './tokens.ts'

const code = fc.stringMatching(/^[0-9A-Z]{6}$/)

describe('recovery codes', () => {
  it('are 6 characters of an alphabet without look-alikes', () => {
    for (let index = 0; index < 200; index++)
      expect(newRecoveryCode()).toMatch(/^[A-HJ-NP-Z2-9]{6}$/)
  })

  it('match their salted hash in any case, and nothing else', () => {
    fc.assert(
      fc.property(code, code, (stored, other) => {
        const hash = hashCode(stored)
        expect(hash).not.toContain(stored)
        expect(codeMatches(hash, stored.toLowerCase())).toBe(true)
        expect(codeMatches(hash, other)).toBe(other === stored)
      }),
      { numRuns: 200 },
    )
  })
})

describe('tokens', () => {
  it('carry 256 random bits', () => {
    const tokens = new Set(Array.from({ length: 100 }, newToken))
    expect(tokens.size).toBe(100)
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32)
  })
})

describe('sandbox test cards', () => {
  it('the refused ones pass the Luhn check, so only the sandbox list refuses them', () => {
    for (const number of SANDBOX_CARDS.refused) expect(passesLuhn(number)).toBe(true)
    expect(passesLuhn(SANDBOX_CARDS.renewalsRefused)).toBe(true)
    expect(passesLuhn(SANDBOX_CARDS.answerLost)).toBe(true)
    expect(passesLuhn(SANDBOX_CARDS.slow)).toBe(true)
  })
})
