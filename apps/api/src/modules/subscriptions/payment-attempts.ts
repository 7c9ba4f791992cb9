import { randomUUID } from 'node:crypto'
import type { Plan } from '@atendimento/domain/schemas/plan'
import type { Selectable } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { PaymentsTable } from '../../db/schema.ts'
import type { SubscriptionRow } from './subscriptions-repository.ts'

export type PaymentRow = Selectable<PaymentsTable>

/** A new subscription of `plan`, waiting for its first payment. */
export function insertPendingSubscription(
  trx: Db,
  { userId, plan, gateway, now }: { userId: string; plan: Plan; gateway: string; now: Date },
): Promise<SubscriptionRow> {
  return trx
    .insertInto('subscriptions')
    .values({
      id: randomUUID(),
      user_id: userId,
      plan_id: plan._id,
      status: 'pending',
      price_cents: plan.price,
      billing_cycle_days: plan.billingCycleDays,
      next_billing_date: null,
      canceled_at: null,
      gateway,
      gateway_subscription_ref: null,
      card_brand: null,
      card_last4: null,
      card_token: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/**
 * The payment row of a charge about to be sent, committed before the gateway is called. If
 * the subscription already has an unfinished attempt (a timeout, a killed process), that one is
 * reused: its idempotency key makes the gateway answer the first call instead of charging again.
 */
export async function openPaymentAttempt(
  trx: Db,
  subscription: SubscriptionRow,
  now: Date,
): Promise<PaymentRow> {
  const unfinished = await trx
    .selectFrom('payments')
    .selectAll()
    .where('subscription_id', '=', subscription.id)
    .where('status', '=', 'pending')
    .where('method', '=', 'credit_card')
    .orderBy('created_at', 'desc')
    .executeTakeFirst()
  if (unfinished) return unfinished
  return trx
    .insertInto('payments')
    .values({
      id: randomUUID(),
      subscription_id: subscription.id,
      user_id: subscription.user_id,
      plan_id: subscription.plan_id,
      amount_cents: subscription.price_cents,
      status: 'pending',
      method: 'credit_card',
      billing_date: now,
      paid_at: null,
      gateway: subscription.gateway,
      gateway_payment_ref: null,
      idempotency_key: randomUUID(),
      card_brand: subscription.card_brand,
      card_last4: subscription.card_last4,
      failure_reason: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}
