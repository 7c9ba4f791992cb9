import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import type { PixStatus } from '@atendimento/domain/schemas/pix'
import { HTTPException } from 'hono/http-exception'
import type { ApiContext } from '../../context.ts'
import type { PaymentStatus } from '../../db/schema.ts'
import type { UserRow } from '../auth/sessions.ts'
import { deliverReceipts } from '../recurrences/receipts.ts'
import { callGateway } from './gateway-call.ts'
import { withMoneyLock } from './money-lock.ts'
import { expireIfPast } from './pix-checkout.ts'
import { settlePayment } from './settle-payment.ts'

const PIX_STATUS: Record<PaymentStatus, PixStatus> = {
  paid: 'paid',
  pending: 'pending',
  failed: 'expired',
  canceled: 'canceled',
  refunded: 'canceled',
  scheduled: 'pending',
}

/**
 * Asks the gateway about one of the user's Pix charges and records a change it reports. Under the
 * account's money lock: a card paying the same subscription at the same moment either finishes
 * first (and this Pix reads cancelled) or waits for this one (and finds the period paid).
 */
export function checkPix(ctx: ApiContext, user: UserRow, pixId: string) {
  return withMoneyLock(ctx, user.id, async (locked) => {
    const payment = await locked.db
      .selectFrom('payments')
      .selectAll()
      .where('gateway_payment_ref', '=', pixId)
      .where('user_id', '=', user.id)
      .where('method', '=', 'pix')
      .executeTakeFirst()
    if (!payment) throw new HTTPException(404, { message: API_MESSAGES.pixNotFound })
    let status = payment.status
    // Past its validity the code can no longer be paid: the screen offers a new one.
    const now = locked.clock.now()
    if (await locked.db.transaction().execute((trx) => expireIfPast(trx, payment, now))) {
      return { pixId, status: PIX_STATUS.failed }
    }
    if (status === 'pending') {
      status = (await callGateway(locked, () => locked.gateway.paymentStatus(pixId))) ?? status
      if (status !== payment.status) {
        const at = locked.clock.now()
        await locked.db.transaction().execute((trx) => settlePayment(trx, payment.id, status, at))
        deliverReceipts(locked)
      }
    }
    return { pixId, status: PIX_STATUS[status] }
  })
}
