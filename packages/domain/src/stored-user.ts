import * as v from 'valibot'
import { type User, userSchema } from './schemas/user.ts'

// Apart from the session rules: the user schema carries the document validators, which the
// first paint of a visitor without a remembered session never needs.
/** The user saved under user_data, or null when absent or unreadable. */
export function parseStoredUser(raw: string | null): User | null {
  if (!raw) return null
  try {
    const parsed = v.safeParse(userSchema, JSON.parse(raw))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}
