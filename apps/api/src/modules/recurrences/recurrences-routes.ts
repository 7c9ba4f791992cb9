import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import { route } from '../../http/contract-route.ts'
import { ok } from '../../http/responses.ts'
import { callGateway } from '../subscriptions/gateway-call.ts'
import { withMoneyLock } from '../subscriptions/money-lock.ts'
import { settlePayment } from '../subscriptions/settle-payment.ts'
import { findUserSubscription } from '../subscriptions/subscriptions-repository.ts'
import { deliverReceipts, loadReceipt } from './receipts.ts'
import { findUserPayment, listUserPayments } from './recurrences-repository.ts'

export function recurrencesRoutes(ctx: ApiContext) {
  return [
    route('listUserPayments', async (c, { query: { status } }) =>
      ok(c, await listUserPayments(ctx.db, c.get('user').id, { status })),
    ),
    route('listSubscriptionPayments', async (c, { params }) => {
      const userId = c.get('user').id
      const subscription = await findUserSubscription(ctx.db, userId, params.id)
      if (!subscription) {
        throw new HTTPException(404, { message: API_MESSAGES.subscriptionNotFound })
      }
      return ok(c, await listUserPayments(ctx.db, userId, { subscriptionId: subscription.id }))
    }),
    // A settlement, like a Pix status check: under the account's money lock (money-lock.ts).
    route('paymentStatus', async (c, { params }) => {
      const userId = c.get('user').id
      const answer = await withMoneyLock(ctx, userId, async (locked) => {
        const payment = await findUserPayment(locked.db, userId, params.id)
        if (!payment) throw new HTTPException(404, { message: API_MESSAGES.paymentNotFound })
        let status = payment.status
        // A payment the provider is still deciding is asked about again; others are final here.
        if (status === 'pending' && payment.gateway_payment_ref) {
          const ref = payment.gateway_payment_ref
          const fresh = await callGateway(locked, () => locked.gateway.paymentStatus(ref)).catch(
            () => undefined,
          )
          if (fresh && fresh !== status) {
            status = fresh
            await locked.db
              .transaction()
              .execute((trx) => settlePayment(trx, payment.id, fresh, locked.clock.now()))
            deliverReceipts(locked)
          }
        }
        return { _id: payment.id, status }
      })
      return ok(c, answer)
    }),
    route('paymentReceipt', async (c, { params }) => {
      const loaded = await loadReceipt(ctx.db, params.id, c.get('user').id)
      if (!loaded) throw new HTTPException(404, { message: API_MESSAGES.paymentNotFound })
      if (!loaded.receipt) throw new HTTPException(409, { message: API_MESSAGES.receiptNotPaid })
      return ok(c, loaded.receipt)
    }),
  ]
}
