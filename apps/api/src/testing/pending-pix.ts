import type { Clock } from '../clock.ts'
import type { Db } from '../db/database.ts'
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
  const pixId = await gateway.issuePix('sbx_cus_teste', 4990)
  const now = clock.now()
  const subscriptionId = crypto.randomUUID()
  await db
    .insertInto('subscriptions')
    .values({
      id: subscriptionId,
      user_id: userId,
      plan_id: 'plano-essencial',
      status: 'pending',
      price_cents: 4990,
      billing_cycle_days: 30,
      next_billing_date: null,
      canceled_at: null,
      gateway: 'sandbox',
      gateway_subscription_ref: null,
      card_brand: null,
      card_last4: null,
      card_token: null,
      created_at: now,
      updated_at: now,
    })
    .execute()
  await db
    .insertInto('payments')
    .values({
      id: crypto.randomUUID(),
      subscription_id: subscriptionId,
      user_id: userId,
      plan_id: 'plano-essencial',
      amount_cents: 4990,
      status: 'pending',
      method: 'pix',
      billing_date: now,
      paid_at: null,
      gateway: 'sandbox',
      gateway_payment_ref: pixId,
      idempotency_key: crypto.randomUUID(),
      card_brand: null,
      card_last4: null,
      failure_reason: null,
      created_at: now,
      updated_at: now,
    })
    .execute()
  return { pixId, subscriptionId }
}
