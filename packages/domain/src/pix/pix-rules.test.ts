import { describe, expect, it } from 'vitest'
import { pixCountdown, pixPollDelay } from './pix-rules.ts'

const at = new Date('2026-11-24T12:00:00Z')
const plus = (ms: number) => new Date(at.getTime() + ms)

describe('Pix timing', () => {
  it.each([
    [30 * 60_000, '30:00'],
    [29 * 60_000 + 59_500, '30:00'],
    [61_000, '01:01'],
    [1000, '00:01'],
    [0, '00:00'],
    [-5000, '00:00'],
    [2 * 3600_000 + 5 * 60_000, '2h05'],
  ])('pixCountdown(%i ms left) is %s', (left, shown) => {
    expect(pixCountdown(plus(left), at)).toBe(shown)
  })

  it.each([
    [0, 3000],
    [1, 4500],
    [2, 6750],
    [5, 22_781],
    [6, 30_000],
    [50, 30_000],
  ])('after %i checks the next one waits %i ms', (checks, delay) => {
    expect(pixPollDelay(checks)).toBe(delay)
  })
})
