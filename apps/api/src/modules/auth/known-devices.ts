import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { newToken, sha256 } from '../../security/tokens.ts'

/**
 * A random id the API gives each browser that signs in or asks for a recovery code (HttpOnly,
 * so the page's scripts never see it). An account remembers the devices it signed in from, and
 * a recovery code the device that asked for it: their tries are counted apart, so someone
 * guessing from elsewhere cannot lock the owner out (OWASP's "device cookies").
 */
export const DEVICE_COOKIE = 'ai-device'
const DEVICE_ID = /^[\w-]{43}$/
const YEAR_S = 400 * 24 * 60 * 60

/** The browser's device id, given one (in a cookie) if it has none. */
export function deviceOf(c: Context): string {
  const current = getCookie(c, DEVICE_COOKIE, 'host')
  if (current && DEVICE_ID.test(current)) return current
  const fresh = newToken()
  setCookie(c, DEVICE_COOKIE, fresh, {
    prefix: 'host',
    httpOnly: true,
    sameSite: 'Strict',
    maxAge: YEAR_S,
  })
  return fresh
}

/** The cookie's name as the browser sends it back. */
export const DEVICE_COOKIE_HEADER = `__Host-${DEVICE_COOKIE}`

/**
 * True when this device signed in to the account of `email` before, or asked for the live
 * recovery code of it. One statement whether or not the e-mail has an account.
 */
export async function isOwnersDevice(db: Db, device: string, email: string): Promise<boolean> {
  const hash = sha256(device)
  const { rows } = await sql<{ owner: boolean }>`
    select exists (
      select 1 from users u
      left join known_devices d on d.user_id = u.id and d.token_hash = ${hash}
      left join password_resets r on r.user_id = u.id and r.requester_hash = ${hash}
      where u.email = ${email.toLowerCase()}
        and (d.token_hash is not null or r.user_id is not null)
    ) as owner`.execute(db)
  return rows[0]?.owner === true
}

/** After a successful sign-in: this device is one of the account's. */
export async function rememberDevice(db: Db, device: string, userId: string, now: Date) {
  await db
    .insertInto('known_devices')
    .values({ token_hash: sha256(device), user_id: userId, created_at: now, last_seen_at: now })
    .onConflict((oc) => oc.column('token_hash').doUpdateSet({ user_id: userId, last_seen_at: now }))
    .execute()
}

/** Devices unseen for 400 days are forgotten (the cookie is gone from the browser by then). */
export async function pruneDevices(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('known_devices')
    .where('last_seen_at', '<', new Date(now.getTime() - YEAR_S * 1000))
    .execute()
}
