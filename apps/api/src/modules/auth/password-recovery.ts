import { randomUUID } from 'node:crypto'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { HTTPException } from 'hono/http-exception'
import { sql } from 'kysely'
import type { ApiContext } from '../../context.ts'
import type { Db } from '../../db/database.ts'
import { passwordChangedEmail, recoveryCodeEmail } from '../../mail/templates.ts'
import { audit } from '../../ops/audit.ts'
import { codeMatches, hashCode, newRecoveryCode, sha256 } from '../../security/tokens.ts'
import { cancelEmailChange } from '../users/email-change.ts'
import { setPasswordHash } from '../users/users-repository.ts'
import { revokeUserSessions, type UserRow } from './sessions.ts'

/**
 * E-mails a fresh code to the account of `email`, if there is one; a previous code stops
 * working. Run after the answer (see auth-routes), so a known e-mail takes no longer to answer
 * than an unknown one. `device` is the browser that asked: its wrong tries are its own.
 */
export async function requestCode(ctx: ApiContext, email: string, device: string): Promise<void> {
  const user = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst()
  if (!user) return
  const code = newRecoveryCode()
  const now = ctx.clock.now()
  const values = {
    code_hash: hashCode(code),
    attempts: 0,
    foreign_attempts: 0,
    requester_hash: sha256(device),
    created_at: now,
    expires_at: new Date(now.getTime() + ctx.settings.recoveryCodeTtlMs),
    used_at: null,
  }
  await ctx.db
    .insertInto('password_resets')
    .values({ user_id: user.id, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute()
  const minutes = Math.round(ctx.settings.recoveryCodeTtlMs / 60_000)
  await ctx.mailer.send(recoveryCodeEmail(user.email, user.name, code, minutes))
}

interface CodeState {
  user: UserRow | undefined
  /** A live code with tries left for this device: only tries held by guesses in flight block it. */
  live: boolean
}

/** The account of `email` and whether its code can still be tried by this device. */
async function codeState(db: Db, email: string, device: string, now: Date, max: number) {
  const row = await db
    .selectFrom('users')
    .leftJoin('password_resets', 'password_resets.user_id', 'users.id')
    .selectAll('users')
    .select([
      'password_resets.used_at as reset_used_at',
      'password_resets.expires_at as reset_expires_at',
      sql<number | null>`case when password_resets.requester_hash = ${sha256(device)}
        then password_resets.attempts else password_resets.foreign_attempts end`.as('tries'),
    ])
    .where('users.email', '=', email.toLowerCase())
    .executeTakeFirst()
  if (!row) return { user: undefined, live: false } satisfies CodeState
  const { reset_used_at, reset_expires_at, tries, ...user } = row
  const live =
    reset_expires_at !== null && !reset_used_at && reset_expires_at > now && (tries ?? max) < max
  return { user, live } satisfies CodeState
}

// An id no account has: an unknown e-mail runs the same statements as a known one.
const NOBODY = randomUUID()

/**
 * Takes one try of the code in one atomic update and returns its hash, or undefined when no try
 * can be taken. Tries of the device that asked for the code count against `attempts` (its own
 * typos kill the code); everyone else's against `foreign_attempts`, which, once spent, stop
 * further guesses without taking the owner's code away.
 */
function takeTry(db: Db, userId: string, device: string, now: Date, max: number) {
  const mine = sql<boolean>`coalesce(password_resets.requester_hash = ${sha256(device)}, false)`
  return db
    .updateTable('password_resets')
    .set({
      attempts: sql`attempts + case when ${mine} then 1 else 0 end`,
      foreign_attempts: sql`foreign_attempts + case when ${mine} then 0 else 1 end`,
    })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where(sql<boolean>`case when ${mine} then attempts else foreign_attempts end < ${max}`)
    .returning(['code_hash', mine.as('mine')])
    .executeTakeFirst()
}

// How often a guess asks again for a try that concurrent guesses held and may give back.
const RESERVE_ROUNDS = 3
// Compared against when there is no code, so a wrong guess costs the same either way.
const NO_CODE_HASH = hashCode('------')

/**
 * Checks a code and, when `consume` is set, uses it up in the same statement, so two requests
 * cannot both spend it. Every look at the code first takes one of its tries in one atomic
 * update, so guesses sent all at once get no more looks than guesses sent one by one; a right
 * code gives its try back (only wrong tries count). Known and unknown e-mails run the same
 * statements and get the same refusal.
 */
async function checkCode(
  ctx: ApiContext,
  db: Db,
  { email, code, device }: { email: string; code: string; device: string },
  consume: boolean,
): Promise<UserRow> {
  const now = ctx.clock.now()
  const max = ctx.settings.recoveryCodeMaxAttempts
  for (let round = 0; round < RESERVE_ROUNDS; round++) {
    const state = await codeState(db, email, device, now, max)
    const taken = await takeTry(db, state.user?.id ?? NOBODY, device, now, max)
    const matches = codeMatches(taken?.code_hash ?? NO_CODE_HASH, code)
    if (!taken || !state.user) {
      // Not even tried: spent, expired, or no code at all; or, for a code still live, its last
      // tries held a moment ago by guesses checked at the same time (one may give its back).
      if (state.live) continue
      throw new HTTPException(400, { message: API_MESSAGES.codeRefused })
    }
    if (!matches) throw new HTTPException(400, { message: API_MESSAGES.codeRefused })
    const counter = taken.mine ? 'attempts' : 'foreign_attempts'
    const givenBack = await db
      .updateTable('password_resets')
      .set((eb) => ({
        [counter]: eb(counter, '-', 1),
        ...(consume && { used_at: now }),
      }))
      .where('user_id', '=', state.user.id)
      .where('used_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst()
    if (!givenBack) throw new HTTPException(400, { message: API_MESSAGES.codeRefused })
    return state.user
  }
  // Still held by guesses in flight: this one was not checked, and may come back in a moment.
  throw new HTTPException(429, { message: API_MESSAGES.tooManyTries, cause: { retryAfter: 1 } })
}

export interface CodeAttempt {
  email: string
  code: string
  /** The browser trying it (known-devices.ts). */
  device: string
}

/** /auth/validate: tells whether the code is good without spending it. */
export async function validateCode(ctx: ApiContext, attempt: CodeAttempt): Promise<void> {
  await checkCode(ctx, ctx.db, attempt, false)
}

/** /auth/change: spends the code, sets the password and ends every session, all or nothing. */
export async function changePasswordWithCode(
  ctx: ApiContext,
  attempt: CodeAttempt,
  password: string,
  ip: string,
): Promise<void> {
  const passwordHash = await ctx.passwords.hash(password)
  const now = ctx.clock.now()
  // A wrong try must be counted even though the change fails, so it is not rolled back with it.
  const user = await checkCode(ctx, ctx.db, attempt, false)
  await ctx.db.transaction().execute(async (trx) => {
    await checkCode(ctx, trx, attempt, true)
    await setPasswordHash(trx, user.id, passwordHash, now)
    await revokeUserSessions(trx, user.id, now)
    await cancelEmailChange(trx, user.id)
    await audit(trx, { kind: 'password.reset', at: now, userId: user.id, ip })
  })
  await ctx.mailer.send(passwordChangedEmail(user.email, user.name, now))
}
