import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { IDEMPOTENCY_KEY_MAX_LENGTH, isIdempotencyKey } from './idempotency.ts'

describe('isIdempotencyKey', () => {
  it.each([
    ['0b6f9a8e-3c1d-4e5f-9a7b-1c2d3e4f5a6b', true],
    ['a', true],
    ['x'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH), true],
    ['', false],
    ['x'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH + 1), false],
    ['com espaço', false],
    ['acentuação', false],
  ])('isIdempotencyKey(%s) is %s', (key, expected) => {
    expect(isIdempotencyKey(key)).toBe(expected)
  })

  it('takes every UUID', () => {
    fc.assert(fc.property(fc.uuid(), (uuid) => isIdempotencyKey(uuid)))
  })
})
