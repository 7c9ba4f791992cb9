import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import type { Db } from '../../db/database.ts'
import { passwordChangedEmail, recoveryCodeEmail } from '../../mail/templates.ts'
import { codeMatches, hashCode, newRecoveryCode } from '../../security/tokens.ts'
import { findUserByEmail, setPasswordHash } from '../users/users-repository.ts'
import { revokeUserSessions, type UserRow } from './sessions.ts'

/** E-mails a fresh code; a previous code of the same user stops working. */
export async function requestCode(ctx: ApiContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email)
  // The answer is the same either way: nobody learns which e-mails have an account.
  if (!user) return
  const code = newRecoveryCode()
  const now = ctx.clock.now()
  const values = {
    code_hash: hashCode(code),
    attempts: 0,
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

/** Why no try could be taken, when the code is really spent, blocked or expired. */
async function refusal(db: Db, userId: string, now: Date, max: number) {
  const reset = await db
    .selectFrom('password_resets')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (!reset) return API_MESSAGES.codeWrong
  if (reset.used_at) return API_MESSAGES.codeUsed
  if (reset.attempts >= max) return API_MESSAGES.codeBlocked
  if (reset.expires_at <= now) return API_MESSAGES.codeExpired
  // None of those: the last tries were held, a moment ago, by guesses checked at the same time,
  // and a right one among them gave its try back.
  return undefined
}

// How often a guess asks again for a try that concurrent guesses held and may give back.
const RESERVE_ROUNDS = 3

/**
 * Takes one try of the user's live code in one atomic update and returns its hash, or refuses
 * with the reason. Never more than `max` tries are taken, however many guesses arrive together.
 */
async function reserveTry(db: Db, userId: string, now: Date, max: number) {
  for (let round = 0; round < RESERVE_ROUNDS; round++) {
    const reserved = await db
      .updateTable('password_resets')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('attempts', '<', max)
      .where('expires_at', '>', now)
      .returning(['code_hash', 'attempts'])
      .executeTakeFirst()
    if (reserved) return reserved
    const reason = await refusal(db, userId, now, max)
    if (reason) throw new HTTPException(400, { message: reason })
  }
  // Still held by guesses in flight: this one was not checked, and may come back in a moment.
  throw new HTTPException(429, { message: API_MESSAGES.tooManyTries, cause: { retryAfter: 1 } })
}

/**
 * Checks a code and, when `consume` is set, uses it up in the same statement, so two requests
 * cannot both spend it. Every look at the code first takes one of its tries in one atomic
 * update, so guesses sent all at once get no more looks than guesses sent one by one; a right
 * code gives its try back (only wrong tries count), and the last allowed wrong try kills it.
 */
async function checkCode(
  ctx: ApiContext,
  db: Db,
  email: string,
  code: string,
  consume: boolean,
): Promise<UserRow> {
  const user = await findUserByEmail(db, email)
  if (!user) throw new HTTPException(400, { message: API_MESSAGES.codeWrong })
  const now = ctx.clock.now()
  const max = ctx.settings.recoveryCodeMaxAttempts
  const reserved = await reserveTry(db, user.id, now, max)
  if (!codeMatches(reserved.code_hash, code)) {
    throw new HTTPException(400, {
      message: reserved.attempts >= max ? API_MESSAGES.codeBlocked : API_MESSAGES.codeWrong,
    })
  }
  const giveBack = await db
    .updateTable('password_resets')
    .set((eb) => ({
      attempts: eb('attempts', '-', 1),
      ...(consume && { used_at: now }),
    }))
    .where('user_id', '=', user.id)
    .where('used_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst()
  if (!giveBack) throw new HTTPException(400, { message: API_MESSAGES.codeUsed })
  return user
}

/** /auth/validate: tells whether the code is good without spending it. */
export async function validateCode(ctx: ApiContext, email: string, code: string): Promise<void> {
  await checkCode(ctx, ctx.db, email, code, false)
}

/** /auth/change: spends the code, sets the password and ends every session, all or nothing. */
export async function changePasswordWithCode(
  ctx: ApiContext,
  email: string,
  code: string,
  password: string,
): Promise<void> {
  const passwordHash = await ctx.passwords.hash(password)
  const now = ctx.clock.now()
  // A wrong try must be counted even though the change fails, so it is not rolled back with it.
  const user = await checkCode(ctx, ctx.db, email, code, false)
  await ctx.db.transaction().execute(async (trx) => {
    await checkCode(ctx, trx, email, code, true)
    await setPasswordHash(trx, user.id, passwordHash, now)
    await revokeUserSessions(trx, user.id, now)
  })
  await ctx.mailer.send(passwordChangedEmail(user.email, user.name, now))
}
