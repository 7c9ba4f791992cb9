import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import type { Db } from '../../db/database.ts'
import { uniqueViolation } from '../../db/errors.ts'
import {
  emailChangeConfirmEmail,
  emailChangedEmail,
  emailChangeRequestedEmail,
  emailInUseEmail,
} from '../../mail/templates.ts'
import { audit } from '../../ops/audit.ts'
import { newToken, sha256 } from '../../security/tokens.ts'
import type { UserRow } from '../auth/sessions.ts'
import { findUserByEmail } from './users-repository.ts'

const LINK_TTL_MS = 24 * 60 * 60 * 1000

/**
 * Asks for a new e-mail: nothing changes until the new address confirms by the link sent to it;
 * the old address is told at once. An address another account holds gets a notice instead of a
 * link, and the answer is the same either way (no account enumeration through the profile).
 */
export async function requestEmailChange(
  ctx: ApiContext,
  user: UserRow,
  newEmail: string,
  ip: string,
): Promise<void> {
  const now = ctx.clock.now()
  const holder = await findUserByEmail(ctx.db, newEmail)
  if (holder) {
    await ctx.mailer.send(emailInUseEmail(newEmail))
  } else {
    const token = newToken()
    const values = {
      new_email: newEmail,
      token_hash: sha256(token),
      created_at: now,
      expires_at: new Date(now.getTime() + LINK_TTL_MS),
    }
    // One pending change per account: a new request replaces (and voids) the last link.
    await ctx.db
      .insertInto('email_changes')
      .values({ user_id: user.id, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute()
    const link = `${ctx.settings.publicUrl}/confirmar-email?token=${encodeURIComponent(token)}`
    await ctx.mailer.send(emailChangeConfirmEmail(newEmail, user.name, link, token))
  }
  await audit(ctx.db, {
    kind: 'email.change_requested',
    at: now,
    userId: user.id,
    ip,
    detail: { to: newEmail },
  })
  await ctx.mailer.send(emailChangeRequestedEmail(user.email, user.name, newEmail))
}

/**
 * Applies the change a confirmation link stands for, voiding any recovery code still out (as a
 * password change voids a pending e-mail change); the old address is told.
 */
export async function confirmEmailChange(ctx: ApiContext, token: string, ip: string) {
  const now = ctx.clock.now()
  const change = await ctx.db
    .deleteFrom('email_changes')
    .where('token_hash', '=', sha256(token))
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst()
  if (!change) throw new HTTPException(400, { message: API_MESSAGES.emailLinkInvalid })
  let previous: UserRow
  try {
    previous = await ctx.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('users')
        .selectAll()
        .where('id', '=', change.user_id)
        .forUpdate()
        .executeTakeFirstOrThrow()
      await trx
        .updateTable('users')
        .set({ email: change.new_email, updated_at: now })
        .where('id', '=', change.user_id)
        .execute()
      // A recovery code asked for before the change went to (or was read in) the old mailbox:
      // whoever holds that mailbox must not reset the password at the new address.
      await trx.deleteFrom('password_resets').where('user_id', '=', change.user_id).execute()
      return before
    })
  } catch (error) {
    // Someone signed up with the address since the request: only its owner holds this link.
    if (uniqueViolation(error)) throw new HTTPException(409, { message: API_MESSAGES.emailTaken })
    throw error
  }
  await audit(ctx.db, {
    kind: 'email.changed',
    at: now,
    userId: change.user_id,
    ip,
    detail: { from: previous.email, to: change.new_email },
  })
  await ctx.mailer.send(emailChangedEmail(previous.email, previous.name, change.new_email))
}

/** A password change or reset voids a pending e-mail change (it may be the attacker's). */
export async function cancelEmailChange(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('email_changes').where('user_id', '=', userId).execute()
}
