import { randomUUID } from 'node:crypto'
import type { Plan } from '@atendimento/domain/schemas/plan'
import type { Insertable, Selectable } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { PaymentsTable } from '../../db/schema.ts'
import type { SubscriptionRow } from './subscriptions-repository.ts'

export type PaymentRow = Selectable<PaymentsTable>

/** What a payment takes from the subscription it bills. */
type Billed = Pick<
  SubscriptionRow,
  'id' | 'user_id' | 'plan_id' | 'price_cents' | 'gateway' | 'card_brand' | 'card_last4'
>

interface NewPayment {
  method: PaymentsTable['method']
  billingDate: Date
  /** Names the charge at the gateway: a retry with it gets the first answer, not a new charge. */
  idempotencyKey: string
  now: Date
  /** A change of plan bills the new plan, at the amount it worked out. */
  planId?: string
  amountCents?: number
  status?: 'pending' | 'scheduled'
  changeKind?: 'upgrade' | 'downgrade'
  /** The end of what it pays for, when that is not one cycle from the billing date. */
  periodEnd?: Date
}

/**
 * A payment of a subscription as every billing path writes it (checkout, renewals, Pix, plan
 * changes): a card payment names the subscription's card, a Pix one none.
 */
export function newPayment(subscription: Billed, payment: NewPayment): Insertable<PaymentsTable> {
  const byCard = payment.method === 'credit_card'
  return {
    id: randomUUID(),
    subscription_id: subscription.id,
    user_id: subscription.user_id,
    plan_id: payment.planId ?? subscription.plan_id,
    amount_cents: payment.amountCents ?? subscription.price_cents,
    status: payment.status ?? 'pending',
    method: payment.method,
    billing_date: payment.billingDate,
    paid_at: null,
    gateway: subscription.gateway,
    gateway_payment_ref: null,
    idempotency_key: payment.idempotencyKey,
    card_brand: byCard ? subscription.card_brand : null,
    card_last4: byCard ? subscription.card_last4 : null,
    failure_reason: null,
    change_kind: payment.changeKind ?? null,
    period_end: payment.periodEnd ?? null,
    created_at: payment.now,
    updated_at: payment.now,
  }
}

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
    .values(
      newPayment(subscription, {
        method: 'credit_card',
        billingDate: now,
        idempotencyKey: randomUUID(),
        now,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow()
}
