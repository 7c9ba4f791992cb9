import { paymentListQuerySchema } from '@atendimento/domain/schemas/payment'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import { ok } from '../../http/responses.ts'
import { queryParams } from '../../http/validate.ts'
import { type AuthEnv, requireUser } from '../auth/require-user.ts'
import { callGateway } from '../subscriptions/checkout.ts'
import { settlePayment } from '../subscriptions/settle-payment.ts'
import {
  findUserSubscription,
  SUBSCRIPTION_NOT_FOUND,
} from '../subscriptions/subscriptions-repository.ts'
import { findUserPayment, listUserPayments, PAYMENT_NOT_FOUND } from './recurrences-repository.ts'

export function recurrencesRoutes(ctx: ApiContext) {
  return new Hono<AuthEnv>()
    .use(requireUser(ctx))
    .get('/user', queryParams(paymentListQuerySchema), async (c) => {
      const { status } = c.req.valid('query')
      return ok(c, await listUserPayments(ctx.db, c.get('user').id, { status }))
    })
    .get('/subscription/:id', async (c) => {
      const userId = c.get('user').id
      const subscription = await findUserSubscription(ctx.db, userId, c.req.param('id'))
      if (!subscription) throw new HTTPException(404, { message: SUBSCRIPTION_NOT_FOUND })
      return ok(c, await listUserPayments(ctx.db, userId, { subscriptionId: subscription.id }))
    })
    .get('/status/:id', async (c) => {
      const payment = await findUserPayment(ctx.db, c.get('user').id, c.req.param('id'))
      if (!payment) throw new HTTPException(404, { message: PAYMENT_NOT_FOUND })
      let status = payment.status
      // A payment the provider is still deciding is asked about again; others are final here.
      if (status === 'pending' && payment.gateway_payment_ref) {
        const ref = payment.gateway_payment_ref
        const fresh = await callGateway(ctx, () => ctx.gateway.paymentStatus(ref)).catch(
          () => undefined,
        )
        if (fresh && fresh !== status) {
          status = fresh
          await ctx.db
            .transaction()
            .execute((trx) => settlePayment(trx, payment.id, fresh, ctx.clock.now()))
        }
      }
      return ok(c, { _id: payment.id, status })
    })
}
