import { randomUUID } from 'node:crypto'
import type { Selectable } from 'kysely'
import type { ApiContext } from '../../context.ts'
import type { Db } from '../../db/database.ts'
import type { SessionsTable, UsersTable } from '../../db/schema.ts'
import { newToken, sha256 } from '../../security/tokens.ts'

export type UserRow = Selectable<UsersTable>
export type SessionRow = Selectable<SessionsTable>

/** Starts a session and returns its bearer token; the database only keeps the token's hash. */
export async function startSession(
  { db, clock, settings }: Pick<ApiContext, 'db' | 'clock' | 'settings'>,
  userId: string,
  remember: boolean,
): Promise<string> {
  const token = newToken()
  const now = clock.now()
  const ttl = remember ? settings.rememberedSessionTtlMs : settings.sessionTtlMs
  await db
    .insertInto('sessions')
    .values({
      id: randomUUID(),
      user_id: userId,
      token_hash: sha256(token),
      remember,
      created_at: now,
      expires_at: new Date(now.getTime() + ttl),
      revoked_at: null,
    })
    .execute()
  return token
}

/**
 * The live session a token opens, with its user; undefined when unknown, expired or revoked. One
 * query: every authenticated request starts here.
 */
export async function findSession(
  db: Db,
  token: string,
  now: Date,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.token_hash as session_token_hash',
      'sessions.remember as session_remember',
      'sessions.created_at as session_created_at',
      'sessions.expires_at as session_expires_at',
      'sessions.revoked_at as session_revoked_at',
    ])
    .where('sessions.token_hash', '=', sha256(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst()
  if (!row) return undefined
  const {
    session_id,
    session_token_hash,
    session_remember,
    session_created_at,
    session_expires_at,
    session_revoked_at,
    ...user
  } = row
  return {
    user,
    session: {
      id: session_id,
      user_id: user.id,
      token_hash: session_token_hash,
      remember: session_remember,
      created_at: session_created_at,
      expires_at: session_expires_at,
      revoked_at: session_revoked_at,
    },
  }
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute()
}

/** Ends every session of a user but the one given (none given: all of them). */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  now: Date,
  exceptSessionId?: string,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId)
  await query.execute()
}

/** Drops sessions that ended more than a day ago, so the table does not grow forever. */
export async function pruneSessions(db: Db, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000)
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', dayAgo), eb('revoked_at', '<', dayAgo)]))
    .execute()
}
