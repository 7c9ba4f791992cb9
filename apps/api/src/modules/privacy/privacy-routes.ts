import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import { clientIp } from '../../http/client-ip.ts'
import { route } from '../../http/contract-route.ts'
import { ok } from '../../http/responses.ts'
import { deleteAccount } from './account-deletion.ts'
import { exportAccount, notificationPreferences } from './account-export.ts'

export function privacyRoutes(ctx: ApiContext) {
  const ipOf = (c: Parameters<typeof clientIp>[0]) => clientIp(c, ctx.settings.trustProxy)
  return [
    route('exportAccountData', async (c) => {
      const user = c.get('user')
      await ctx.limiter.hit('dataExport', { ip: ipOf(c), account: user.id })
      return ok(c, await exportAccount(ctx, user), API_MESSAGES.accountExported)
    }),
    route('deleteAccount', async (c, { body }) => {
      const user = c.get('user')
      const ip = ipOf(c)
      // Like a login: a session left open must not be enough to erase the account.
      await ctx.limiter.hit('accountDelete', { ip, account: user.id })
      if (!(await ctx.passwords.verify(user.password_hash, body.password))) {
        throw new HTTPException(400, { message: API_MESSAGES.deletePasswordWrong })
      }
      await deleteAccount(ctx, user, ip)
      return ok(c, null, API_MESSAGES.accountDeleted)
    }),
    route('getNotificationPreferences', async (c) => ok(c, notificationPreferences(c.get('user')))),
    route('updateNotificationPreferences', async (c, { body }) => {
      const row = await ctx.db
        .updateTable('users')
        .set({
          notify_email: body.email,
          notify_weekly_reports: body.weeklyReports,
          updated_at: ctx.clock.now(),
        })
        .where('id', '=', c.get('user').id)
        .returningAll()
        .executeTakeFirstOrThrow()
      return ok(c, notificationPreferences(row), API_MESSAGES.notificationsSaved)
    }),
  ]
}
