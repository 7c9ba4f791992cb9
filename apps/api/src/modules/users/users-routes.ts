import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { needsCurrentPassword } from '@atendimento/domain/schemas/account'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import { clientIp } from '../../http/client-ip.ts'
import { route } from '../../http/contract-route.ts'
import { ok } from '../../http/responses.ts'
import { passwordChangedEmail } from '../../mail/templates.ts'
import { audit } from '../../ops/audit.ts'
import { revokeUserSessions, type UserRow } from '../auth/sessions.ts'
import { cancelEmailChange, confirmEmailChange, requestEmailChange } from './email-change.ts'
import { saveProfile } from './profile-update.ts'
import { toPublicUser } from './user-view.ts'
import { setPasswordHash } from './users-repository.ts'

export function usersRoutes(ctx: ApiContext) {
  const ipOf = (c: Parameters<typeof clientIp>[0]) => clientIp(c, ctx.settings.trustProxy)
  const assertPassword = async (user: UserRow, password: string) => {
    if (!(await ctx.passwords.verify(user.password_hash, password))) {
      throw new HTTPException(400, { message: API_MESSAGES.wrongCurrentPassword })
    }
  }
  return [
    // The link of the confirmation e-mail: its token is the proof, so no session is needed
    // (it may be opened on another device).
    route('confirmEmailChange', async (c, { body: { token } }) => {
      const ip = ipOf(c)
      await ctx.limiter.hit('validate', { ip })
      await confirmEmailChange(ctx, token, ip)
      return ok(c, null, API_MESSAGES.emailConfirmed)
    }),
    route('updatePassword', async (c, { body: { password, newPassword } }) => {
      const user = c.get('user')
      const ip = ipOf(c)
      // Like a login: a stolen session must not be a free password oracle.
      await ctx.limiter.hit('password', { ip, account: user.id })
      await assertPassword(user, password)
      const hash = await ctx.passwords.hash(newPassword)
      const now = ctx.clock.now()
      // This device stays signed in; every other session ends with the old password.
      await ctx.db.transaction().execute(async (trx) => {
        await setPasswordHash(trx, user.id, hash, now)
        await revokeUserSessions(trx, user.id, now, c.get('session').id)
        await cancelEmailChange(trx, user.id)
        await audit(trx, { kind: 'password.changed', at: now, userId: user.id, ip })
      })
      await ctx.mailer.send(passwordChangedEmail(user.email, user.name, now))
      return ok(c, null, API_MESSAGES.passwordUpdated)
    }),
    route('updateProfile', async (c, { body: { currentPassword, email, ...fields } }) => {
      const user = c.get('user')
      const ip = ipOf(c)
      const changesEmail = needsCurrentPassword(user.email, { email })
      if (changesEmail) {
        // A stolen session alone must not move the account to another mailbox.
        await ctx.limiter.hit('emailChange', { ip, account: user.id })
        if (!currentPassword) {
          throw new HTTPException(400, { message: API_MESSAGES.currentPasswordRequired })
        }
        await assertPassword(user, currentPassword)
      }
      const changesDocument = fields.document !== user.document
      // A few a day: a document in use is refused, and without a limit the refusals would tell
      // which documents have an account.
      if (changesDocument) await ctx.limiter.hit('documentChange', { ip, account: user.id })
      const updated = await saveProfile(ctx, user, fields, ip)
      if (changesEmail) await requestEmailChange(ctx, user, email, ip)
      return ok(
        c,
        { user: toPublicUser(updated) },
        changesEmail ? API_MESSAGES.emailChangePending : API_MESSAGES.profileUpdated,
      )
    }),
  ]
}
