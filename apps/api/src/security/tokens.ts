import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** An opaque bearer token: 256 random bits, base64url. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

// No 0/O or 1/I: the code is read from an e-mail and typed into six boxes.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A 6-character recovery code. */
export function newRecoveryCode(): string {
  return Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')
}

/** Salted SHA-256 (`salt:hash`): a code lives 10 minutes and dies after 5 wrong tries. */
export function hashCode(code: string): string {
  const salt = randomBytes(16).toString('hex')
  return `${salt}:${sha256(`${salt}:${code.toUpperCase()}`)}`
}

export function codeMatches(stored: string, code: string): boolean {
  const [salt = '', expected = ''] = stored.split(':')
  const actual = sha256(`${salt}:${code.toUpperCase()}`)
  return (
    actual.length === expected.length && timingSafeEqual(Buffer.from(actual), Buffer.from(expected))
  )
}
