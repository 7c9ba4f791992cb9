import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { HTTPException } from 'hono/http-exception'
import { sql } from 'kysely'
import type { Clock } from '../clock.ts'
import type { Db } from '../db/database.ts'
import { sha256 } from '../security/tokens.ts'
import type { RateLimitedAction, RateLimits } from '../settings.ts'

const WINDOW_MS = 60_000

// An address or e-mail is part of a key as it came, unless it is long (anything a client sends
// can be: a forwarded-for header, an e-mail no schema has checked yet), then as its hash, so the
// key always fits the primary key's index.
const keyPart = (value: string) => (value.length <= 100 ? value : `sha256:${sha256(value)}`)

/** Who a try is counted against; each subject given has a bucket of its own. */
export interface RateLimitSubjects {
  /** The address the server saw (clientIp). */
  ip: string
  /** The account tried (an e-mail or a user id). */
  account?: string | undefined
  /** The card's fingerprint (never the number: see payments/card-fingerprint.ts). */
  card?: string | undefined
  /**
   * A device this account signed in from before (modules/auth/known-devices.ts): its tries are
   * counted in a bucket of its own instead of the account's, so someone guessing elsewhere
   * cannot lock the owner out.
   */
  device?: string | undefined
}

export interface RateLimiter {
  /** Counts one try against each subject; throws 429 past any of their limits. */
  hit(action: RateLimitedAction, who: RateLimitSubjects): Promise<void>
  /** Forgets windows that ended more than an hour ago. */
  prune(): Promise<void>
}

/**
 * Fixed one-minute windows counted in the database, so every API process shares the count.
 * Every try counts, successful or not: a limit on failures alone still lets an attacker probe.
 * One limiter serves every action; each action is a named bucket with its limits per address,
 * per account and per card (settings.ts, configured by RATE_LIMIT_* variables).
 */
export function createRateLimiter(db: Db, clock: Clock, limits: RateLimits): RateLimiter {
  async function count(key: string, windowStart: Date): Promise<number> {
    const row = await db
      .insertInto('rate_limit_hits')
      .values({ key, window_start: windowStart, hits: 1 })
      .onConflict((oc) =>
        oc.columns(['key', 'window_start']).doUpdateSet({ hits: sql`rate_limit_hits.hits + 1` }),
      )
      .returning('hits')
      .executeTakeFirstOrThrow()
    return row.hits
  }
  return {
    async hit(action, { ip, account, card, device }) {
      const rule = limits[action]
      const now = clock.now().getTime()
      const windowStart = new Date(now - (now % WINDOW_MS))
      const checks: [string, number][] = [[`${action}:ip:${keyPart(ip)}`, rule.perIp]]
      if (device) checks.push([`${action}:device:${keyPart(device)}`, rule.perAccount])
      else if (account) {
        checks.push([`${action}:account:${keyPart(account.toLowerCase())}`, rule.perAccount])
      }
      if (card) checks.push([`${action}:card:${keyPart(card)}`, rule.perCard ?? 0])
      let exceeded = false
      for (const [key, limit] of checks) {
        if (limit > 0 && (await count(key, windowStart)) > limit) exceeded = true
      }
      if (exceeded) {
        const retryAfter = Math.ceil((windowStart.getTime() + WINDOW_MS - now) / 1000)
        throw new HTTPException(429, { message: API_MESSAGES.tooManyTries, cause: { retryAfter } })
      }
    },
    async prune() {
      await db
        .deleteFrom('rate_limit_hits')
        .where('window_start', '<', new Date(clock.now().getTime() - 60 * WINDOW_MS))
        .execute()
    },
  }
}
