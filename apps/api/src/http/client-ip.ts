import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * The caller's address. Behind a proxy we trust, the right-most X-Forwarded-For entry is the one
 * that proxy wrote; entries to its left are whatever the client claimed.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'desconhecido'
  } catch {
    // app.request() in tests has no socket.
    return 'desconhecido'
  }
}
