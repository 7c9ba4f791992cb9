import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import type { MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { Clock } from '../clock.ts'
import type { Log } from '../log.ts'
import { clientIp, type ProxyTrust } from './client-ip.ts'
import { withQuota } from './quota-headers.ts'

const WINDOW_MS = 60_000
// Past this many addresses in one minute new ones are not tracked: a flood of forged sources
// must not grow the map without end (the database buckets still hold the sensitive calls).
const MAX_TRACKED = 100_000

/** Fixed one-minute windows counted in this process's memory, one counter per address. */
function createWindows() {
  let windowStart = 0
  let counts = new Map<string, number>()
  return (key: string, now: number) => {
    const start = now - (now % WINDOW_MS)
    if (start !== windowStart) {
      windowStart = start
      counts = new Map()
    }
    const known = counts.get(key)
    const count = (known ?? 0) + 1
    if (known !== undefined || counts.size < MAX_TRACKED) counts.set(key, count)
    return { count, resetSeconds: Math.ceil((start + WINDOW_MS - now) / 1000) }
  }
}

export interface GeneralRateLimitOptions {
  /** Requests per address per minute, in each process; 0 switches the limit off. */
  perMinute: number
  trustProxy: ProxyTrust
  clock: Clock
  log: Log
}

/**
 * Every API call counts against its address's general quota: a flood guard that costs no
 * database write (the sensitive calls also have buckets of their own, shared through the
 * database). Each answer says how much is left in the RateLimit headers.
 */
export function generalRateLimit({
  perMinute,
  trustProxy,
  clock,
  log,
}: GeneralRateLimitOptions): MiddlewareHandler {
  const hit = createWindows()
  return (c, next) => {
    if (perMinute <= 0) return next()
    const ip = clientIp(c, trustProxy)
    const { count, resetSeconds } = hit(ip, clock.now().getTime())
    const remaining = Math.max(0, perMinute - count)
    const state = { policy: 'geral', quota: perMinute, windowSeconds: 60, remaining, resetSeconds }
    return withQuota(c, state, () => {
      if (count > perMinute) {
        if (count === perMinute + 1) log({ level: 'warn', msg: 'cota geral excedida', ip })
        throw new HTTPException(429, {
          message: API_MESSAGES.tooManyTries,
          cause: { retryAfter: resetSeconds },
        })
      }
      return next()
    })
  }
}
