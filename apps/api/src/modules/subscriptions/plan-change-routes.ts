import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import type { ApiContext } from '../../context.ts'
import { clientIp } from '../../http/client-ip.ts'
import { route } from '../../http/contract-route.ts'
import { ok } from '../../http/responses.ts'
import { cancelScheduledChange, changePlan, quoteChange } from './plan-change.ts'

export function planChangeRoutes(ctx: ApiContext) {
  return [
    route('quotePlanChange', async (c, { params }) =>
      ok(
        c,
        await quoteChange(ctx, c.get('user'), params.id, params.planId),
        API_MESSAGES.planChangeQuoted,
      ),
    ),
    route('changePlan', async (c, { params, body }) => {
      const user = c.get('user')
      const ip = clientIp(c, ctx.settings.trustProxy)
      await ctx.limiter.hit('planChange', { ip, account: user.id })
      const { subscription, kind } = await changePlan(ctx, user, {
        id: params.id,
        planId: params.planId,
        expectedAmount: body.expectedAmount,
        ip,
      })
      const message =
        kind === 'upgrade' ? API_MESSAGES.planUpgraded : API_MESSAGES.planDowngradeScheduled
      return ok(c, subscription, message)
    }),
    route('cancelScheduledChange', async (c, { params }) => {
      const ip = clientIp(c, ctx.settings.trustProxy)
      const { subscription, canceled } = await cancelScheduledChange(ctx, c.get('user'), {
        id: params.id,
        ip,
      })
      const message = canceled
        ? API_MESSAGES.scheduledChangeCanceled
        : API_MESSAGES.noScheduledChange
      return ok(c, subscription, message)
    }),
  ]
}
