import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import { route } from '../../http/contract-route.ts'
import { ok } from '../../http/responses.ts'
import { passwordChangedEmail } from '../../mail/templates.ts'
import { revokeUserSessions } from '../auth/sessions.ts'
import { toPublicUser } from './user-view.ts'
import { assertUnique, setPasswordHash, updateUser } from './users-repository.ts'

export function usersRoutes(ctx: ApiContext) {
  return [
    route('updatePassword', async (c, { body: { password, newPassword } }) => {
      const user = c.get('user')
      if (!(await ctx.passwords.verify(user.password_hash, password))) {
        throw new HTTPException(400, { message: API_MESSAGES.wrongCurrentPassword })
      }
      const hash = await ctx.passwords.hash(newPassword)
      const now = ctx.clock.now()
      // This device stays signed in; every other session ends with the old password.
      await ctx.db.transaction().execute(async (trx) => {
        await setPasswordHash(trx, user.id, hash, now)
        await revokeUserSessions(trx, user.id, now, c.get('session').id)
      })
      await ctx.mailer.send(passwordChangedEmail(user.email, user.name, now))
      return ok(c, null, API_MESSAGES.passwordUpdated)
    }),
    route('updateProfile', async (c, { body: fields }) => {
      const user = c.get('user')
      await assertUnique(ctx.db, fields, user.id)
      const updated = await updateUser(ctx.db, user.id, fields, ctx.clock.now())
      return ok(c, { user: toPublicUser(updated) }, API_MESSAGES.profileUpdated)
    }),
  ]
}
