/** A small seeded generator (mulberry32): the same seed gives the same data on every run. */
export interface Random {
  /** An integer from min to max, both included. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  digits(count: number): string
  characters(count: number, alphabet: string): string
}

const DIGITS = '0123456789'

export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T
  const characters = (count: number, alphabet: string) =>
    Array.from({ length: count }, () => alphabet[int(0, alphabet.length - 1)]).join('')
  return { int, pick, characters, digits: (count) => characters(count, DIGITS) }
}

// Without a seed each call takes the next one, so successive factories give distinct data
// (unique e-mails and documents) and a test file still runs the same way every time.
let sequence = 0

export function nextSeed(seed?: number): number {
  if (seed !== undefined) return seed
  sequence += 1
  return sequence
}
