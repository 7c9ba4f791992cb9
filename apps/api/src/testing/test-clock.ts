import type { Clock } from '../clock.ts'

export interface TestClock extends Clock {
  set(date: Date | string): void
  advance(ms: number): void
}

/** A clock tests move by hand, so expiries and renewals are reached without waiting. */
export function createTestClock(start: Date | string = '2026-03-10T12:00:00.000Z'): TestClock {
  let current = new Date(start).getTime()
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date).getTime()
    },
    advance: (ms) => {
      current += ms
    },
  }
}

export const SECOND = 1000
export const MINUTE = 60 * SECOND
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR
