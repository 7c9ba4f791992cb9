import type { Clock } from '../clock.ts'
import type { Db } from '../db/database.ts'
import { findPlan } from '../modules/plans/plans-repository.ts'
import { insertPendingSubscription } from '../modules/subscriptions/payment-attempts.ts'
import type { SandboxGateway } from '../payments/sandbox-gateway.ts'

/**
 * A pending subscription paid by a Pix charge the sandbox issued, as a gateway integration
 * would leave it. No route issues a Pix (the spec has none), so tests and the contract suite
 * start the Pix status check from here.
 */
export async function issuePendingPix(
  db: Db,
  gateway: SandboxGateway,
  clock: Clock,
  userId: string,
) {
  const plan = await findPlan(db, 'plano-essencial')
  if (!plan) throw new Error('plano-essencial não semeado')
  const pixId = await gateway.issuePix('sbx_cus_teste', plan.price)
  const now = clock.now()
  const subscription = await insertPendingSubscription(db, {
    userId,
    plan,
    gateway: gateway.name,
    now,
  })
  await db
    .insertInto('payments')
    .values({
      id: crypto.randomUUID(),
      subscription_id: subscription.id,
      user_id: userId,
      plan_id: plan._id,
      amount_cents: plan.price,
      status: 'pending',
      method: 'pix',
      billing_date: now,
      paid_at: null,
      gateway: gateway.name,
      gateway_payment_ref: pixId,
      idempotency_key: crypto.randomUUID(),
      card_brand: null,
      card_last4: null,
      failure_reason: null,
      created_at: now,
      updated_at: now,
    })
    .execute()
  return { pixId, subscriptionId: subscription.id }
}
