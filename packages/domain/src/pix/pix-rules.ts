/**
 * Pix timing rules shared by the API (when a code expires, when a renewal is issued) and the
 * screen (the countdown and how often it asks for the status).
 */

/** A code issued at checkout is good for this long. */
export const PIX_CHECKOUT_TTL_MS = 30 * 60_000
/** A renewal's code is issued this many days before `nextBillingDate`... */
export const PIX_RENEWAL_LEAD_DAYS = 3
/** ...and stays good until this many days after it, when the subscription waits for payment. */
export const PIX_RENEWAL_GRACE_DAYS = 1

/** 'mm:ss' left until `expiresAt`, '00:00' once past. */
export function pixCountdown(expiresAt: Date, now: Date): string {
  const seconds = Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000))
  if (seconds >= 3600) {
    const hours = Math.floor(seconds / 3600)
    return `${hours}h${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}`
  }
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
}

export const PIX_POLL_FIRST_MS = 3000
export const PIX_POLL_MAX_MS = 30_000

/**
 * The wait before the next status check: a few seconds at first, then longer (x1.5 each check,
 * up to 30 s), so a code left open for long does not keep asking every 3 s.
 */
export function pixPollDelay(checksDone: number): number {
  return Math.min(PIX_POLL_MAX_MS, Math.round(PIX_POLL_FIRST_MS * 1.5 ** Math.max(0, checksDone)))
}
