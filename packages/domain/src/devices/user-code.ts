/**
 * The code the desktop app shows and the person types at /ativar (RFC 8628 §6.1): 8 characters
 * of base-20 consonants, no vowels (no word can be spelled by accident) and no look-alike
 * digits, shown as XXXX-XXXX. 20^8 ≈ 2.6 × 10^10 codes, live for 10 minutes, and guessing is
 * rate limited per address and per account, as §5.1 asks.
 */
export const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ'
export const USER_CODE_LENGTH = 8

/** What the person may type: any case, spaces and hyphens anywhere. */
const TYPED_SEPARATORS = /[\s-]+/g

/**
 * The code as it is compared: upper case, separators dropped ('bcdf-ghjk' and 'BCDF GHJK' are
 * 'BCDFGHJK'). Anything else stays, so a wrong character makes a code that is refused.
 */
export function normalizeUserCode(typed: string): string {
  return typed.replace(TYPED_SEPARATORS, '').toUpperCase()
}

/** True when the typed text, normalised, can be a code (the right length and alphabet). */
export function isUserCodeShape(typed: string): boolean {
  const code = normalizeUserCode(typed)
  return (
    code.length === USER_CODE_LENGTH && [...code].every((char) => USER_CODE_ALPHABET.includes(char))
  )
}

/** 'BCDFGHJK' as the app shows it: 'BCDF-GHJK'. Anything not shaped like a code is returned as typed. */
export function formatUserCode(typed: string): string {
  if (!isUserCodeShape(typed)) return typed
  const code = normalizeUserCode(typed)
  return `${code.slice(0, 4)}-${code.slice(4)}`
}

/**
 * What the code field shows while the person types: the alphabet's letters in upper case, the
 * hyphen after the fourth, at most 8 characters. Characters outside the alphabet are dropped
 * (a vowel or a digit can never be part of a code).
 */
export function maskUserCode(typed: string): string {
  const kept = [...typed.toUpperCase()]
    .filter((char) => USER_CODE_ALPHABET.includes(char))
    .slice(0, USER_CODE_LENGTH)
    .join('')
  return kept.length > 4 ? `${kept.slice(0, 4)}-${kept.slice(4)}` : kept
}

/**
 * A new code from `randomIndex(n)` (a uniform integer below n: node:crypto's randomInt, or Web
 * Crypto in a browser), so the rule stays pure and the caller brings the randomness.
 */
export function newUserCode(randomIndex: (below: number) => number): string {
  return Array.from(
    { length: USER_CODE_LENGTH },
    () => USER_CODE_ALPHABET[randomIndex(USER_CODE_ALPHABET.length)],
  ).join('')
}
