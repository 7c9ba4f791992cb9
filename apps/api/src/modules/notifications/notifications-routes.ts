import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import { clientIp } from '../../http/client-ip.ts'
import { route } from '../../http/contract-route.ts'
import { ok } from '../../http/responses.ts'
import { audit } from '../../ops/audit.ts'
import { accountOfToken } from './unsubscribe-link.ts'

export function notificationsRoutes(ctx: ApiContext) {
  return [
    route('unsubscribeNotifications', async (c, { query }) => {
      const userId = await accountOfToken(ctx, query.inscricao)
      if (!userId) throw new HTTPException(400, { message: API_MESSAGES.unsubscribeLinkInvalid })
      const turnedOff = await ctx.db
        .updateTable('users')
        .set({ notify_email: false })
        .where('id', '=', userId)
        .where('notify_email', '=', true)
        .returning('id')
        .executeTakeFirst()
      // A second click (or a mail client posting twice) changes nothing and says the same.
      if (turnedOff) {
        await audit(ctx.db, {
          kind: 'notifications.unsubscribed',
          at: ctx.clock.now(),
          userId,
          ip: clientIp(c, ctx.settings.trustProxy),
        })
      }
      return ok(c, null, API_MESSAGES.notificationsUnsubscribed)
    }),
  ]
}
