import { randomUUID } from 'node:crypto'
import type { AsaasEvent, AsaasEventPayment } from '@atendimento/domain/schemas/asaas-event'
import type { Db } from '../../db/database.ts'
import type { Log } from '../../log.ts'
import { asaasEventStatus } from '../../payments/asaas/asaas-mapping.ts'
import { settlePayment } from '../subscriptions/settle-payment.ts'

// A due date (YYYY-MM-DD) read as noon in São Paulo, so it stays the same calendar day.
const dueDateToInstant = (date: string | null | undefined, fallback: Date) =>
  date ? new Date(`${date}T12:00:00-03:00`) : fallback

/**
 * Finds our payment for an Asaas payment: by its id; else by the externalReference (our attempt
 * key, inherited from the subscription, when the event beats our own bookkeeping); else a
 * renewal Asaas generated, recorded now under its subscription.
 */
async function findOrRecordPayment(trx: Db, payment: AsaasEventPayment, now: Date) {
  const byRef = await trx
    .selectFrom('payments')
    .selectAll()
    .where('gateway', '=', 'asaas')
    .where('gateway_payment_ref', '=', payment.id)
    .executeTakeFirst()
  if (byRef) return byRef
  if (payment.externalReference) {
    const byKey = await trx
      .selectFrom('payments')
      .selectAll()
      .where('idempotency_key', '=', payment.externalReference)
      .where('gateway_payment_ref', 'is', null)
      .executeTakeFirst()
    if (byKey) return byKey
  }
  if (!payment.subscription) return undefined
  const subscription = await trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('gateway', '=', 'asaas')
    .where('gateway_subscription_ref', '=', payment.subscription)
    .executeTakeFirst()
  if (!subscription) return undefined
  return trx
    .insertInto('payments')
    .values({
      id: randomUUID(),
      subscription_id: subscription.id,
      user_id: subscription.user_id,
      plan_id: subscription.plan_id,
      amount_cents: Math.round(payment.value * 100),
      status: 'pending',
      method: payment.billingType === 'PIX' ? 'pix' : 'credit_card',
      billing_date: dueDateToInstant(payment.dueDate, now),
      paid_at: null,
      gateway: 'asaas',
      gateway_payment_ref: payment.id,
      idempotency_key: `asaas:${payment.id}`,
      card_brand: payment.creditCard?.creditCardBrand?.toLowerCase() ?? subscription.card_brand,
      card_last4: payment.creditCard?.creditCardNumber ?? subscription.card_last4,
      failure_reason: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Applies one Asaas payment event; events about other things are acknowledged and ignored. */
export async function applyAsaasEvent(trx: Db, event: AsaasEvent, now: Date, log: Log) {
  const status = asaasEventStatus(event.event)
  if (!status || !event.payment) return
  const payment = await findOrRecordPayment(trx, event.payment, now)
  if (!payment) {
    log({ level: 'warn', msg: 'webhook Asaas sem pagamento correspondente', eventId: event.id })
    return
  }
  if (payment.status === status && payment.gateway_payment_ref) return
  await settlePayment(trx, payment.id, status, now, {
    gatewayPaymentRef: event.payment.id,
    ...(status === 'failed' && { failureReason: event.event }),
  })
}
