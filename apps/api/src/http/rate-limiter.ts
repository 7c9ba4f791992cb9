import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { HTTPException } from 'hono/http-exception'
import { sql } from 'kysely'
import type { Clock } from '../clock.ts'
import type { Db } from '../db/database.ts'
import { sha256 } from '../security/tokens.ts'
import type { RateLimitedAction, RateLimits } from '../settings.ts'
import { reportQuota } from './quota-headers.ts'

const WINDOW_MS = { minute: 60_000, day: 24 * 60 * 60_000 } as const
// A window's counts are kept this long after it ended, then pruned.
const KEPT_MS = 60 * 60_000

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
 * Fixed windows (a minute, or a UTC day for the rules that say so) counted in the database, so
 * every API process shares the count.
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
      const windowMs = WINDOW_MS[rule.window ?? 'minute']
      const now = clock.now().getTime()
      const windowStart = new Date(now - (now % windowMs))
      // [what it counts by, as the key says it and as the RateLimit header names it, the limit]
      const checks: [string, string, number][] = [[`ip:${keyPart(ip)}`, 'endereco', rule.perIp]]
      const perAccount = rule.perAccount ?? 0
      if (device) checks.push([`device:${keyPart(device)}`, 'conta', perAccount])
      else if (account) {
        checks.push([`account:${keyPart(account.toLowerCase())}`, 'conta', perAccount])
      }
      if (card) checks.push([`card:${keyPart(card)}`, 'cartao', rule.perCard ?? 0])
      const resetSeconds = Math.ceil((windowStart.getTime() + windowMs - now) / 1000)
      let exceeded = false
      for (const [subject, name, limit] of checks) {
        if (limit <= 0) continue
        const hits = await count(`${action}:${subject}`, windowStart)
        const policy = `${action}-${name}`
        reportQuota({
          policy,
          quota: limit,
          windowSeconds: windowMs / 1000,
          remaining: Math.max(0, limit - hits),
          resetSeconds,
        })
        if (hits > limit) exceeded = true
      }
      if (exceeded) {
        const message =
          rule.window === 'day' ? API_MESSAGES.tooManyTriesToday : API_MESSAGES.tooManyTries
        throw new HTTPException(429, { message, cause: { retryAfter: resetSeconds } })
      }
    },
    async prune() {
      const now = clock.now().getTime()
      const daily = Object.entries(limits)
        .filter(([, rule]) => rule.window === 'day')
        .map(([action]) => `${action}:%`)
      // Minute windows an hour after they ended; a day's window once the day has ended too.
      await db
        .deleteFrom('rate_limit_hits')
        .where('window_start', '<', new Date(now - KEPT_MS))
        .where((eb) => eb.and(daily.map((prefix) => eb('key', 'not like', prefix))))
        .execute()
      await db
        .deleteFrom('rate_limit_hits')
        .where('window_start', '<', new Date(now - WINDOW_MS.day - KEPT_MS))
        .execute()
    },
  }
}
