import { profileUpdateSchema, updatePasswordSchema } from '@atendimento/domain/schemas/account'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import { ok } from '../../http/responses.ts'
import { jsonBody } from '../../http/validate.ts'
import { passwordChangedEmail } from '../../mail/templates.ts'
import { type AuthEnv, requireUser } from '../auth/require-user.ts'
import { revokeUserSessions } from '../auth/sessions.ts'
import { toPublicUser } from './user-view.ts'
import { assertUnique, setPasswordHash, updateUser } from './users-repository.ts'

export const WRONG_CURRENT_PASSWORD = 'Senha atual incorreta'

export function usersRoutes(ctx: ApiContext) {
  return new Hono<AuthEnv>()
    .use(requireUser(ctx))
    .patch('/password', jsonBody(updatePasswordSchema), async (c) => {
      const { password, newPassword } = c.req.valid('json')
      const user = c.get('user')
      if (!(await ctx.passwords.verify(user.password_hash, password))) {
        throw new HTTPException(400, { message: WRONG_CURRENT_PASSWORD })
      }
      const hash = await ctx.passwords.hash(newPassword)
      const now = ctx.clock.now()
      // This device stays signed in; every other session ends with the old password.
      await ctx.db.transaction().execute(async (trx) => {
        await setPasswordHash(trx, user.id, hash, now)
        await revokeUserSessions(trx, user.id, now, c.get('session').id)
      })
      await ctx.mailer.send(passwordChangedEmail(user.email, user.name, now))
      return ok(c, null, 'Senha alterada com sucesso')
    })
    .patch('/', jsonBody(profileUpdateSchema), async (c) => {
      const fields = c.req.valid('json')
      const user = c.get('user')
      await assertUnique(ctx.db, fields, user.id)
      const updated = await updateUser(ctx.db, user.id, fields, ctx.clock.now())
      return ok(c, { user: toPublicUser(updated) }, 'Perfil atualizado com sucesso')
    })
}
