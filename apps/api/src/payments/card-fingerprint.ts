import { createHmac } from 'node:crypto'
import { digitsOnly } from './card.ts'

/**
 * A card's fingerprint for the per-card rate limit: an HMAC of its digits under the server's
 * key, so the same card always gives the same value and the value gives back no number (a
 * plain hash would: card numbers are few enough to try them all).
 */
export function cardFingerprint(key: string, number: string): string {
  return createHmac('sha256', key).update(digitsOnly(number)).digest('base64url').slice(0, 32)
}
