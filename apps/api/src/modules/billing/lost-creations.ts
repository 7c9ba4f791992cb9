import type { PaymentNews } from '@atendimento/domain/payment-transitions'
import type { ApiContext } from '../../context.ts'
import { GatewayUnavailableError } from '../../payments/gateway.ts'
import { settlePayment } from '../subscriptions/settle-payment.ts'
import { queueCleanup } from './gateway-cleanups.ts'

/** How long a process holds a lost creation it is resolving. */
const RESOLVE_CLAIM_MS = 5 * 60_000
const BATCH = 50

/**
 * A checkout's subscription made by a call whose answer was lost: adopted by our subscription
 * if it still has none (what the customer's retry would do); removed if ours moved on.
 */
async function checkoutSubscription(ctx: ApiContext, attemptKey: string, ref: string, now: Date) {
  const owner = await ctx.db
    .selectFrom('payments')
    .innerJoin('subscriptions', 'subscriptions.id', 'payments.subscription_id')
    .selectAll('subscriptions')
    .where('payments.idempotency_key', '=', attemptKey)
    .executeTakeFirst()
  const adopted = await ctx.db
    .updateTable('subscriptions')
    .set({ gateway_subscription_ref: ref, updated_at: now })
    .where('id', '=', owner?.id ?? '')
    .where('status', '!=', 'canceled')
    .where('gateway_subscription_ref', 'is', null)
    .returning('id')
    .executeTakeFirst()
  if (adopted || owner?.gateway_subscription_ref === ref) return
  await removeSubscription(ctx, ref, owner?.id ?? null, now)
}

/** A provider subscription nobody here bills by: removed (its first charge is not due yet). */
async function removeSubscription(
  ctx: ApiContext,
  ref: string,
  subscriptionId: string | null,
  now: Date,
) {
  const used = await ctx.db
    .selectFrom('subscriptions')
    .select('id')
    .where('gateway', '=', ctx.gateway.name)
    .where('gateway_subscription_ref', '=', ref)
    .executeTakeFirst()
  if (used) return
  const cleanup = { kind: 'subscription' as const, ref, gateway: ctx.gateway.name, subscriptionId }
  await queueCleanup(ctx.db, { ...cleanup, reason: 'criada sem resposta e não usada' }, now)
}

/**
 * A charge made by a call whose answer was lost: our payment learns which it is and what became
 * of it (through the transition table: money taken for a payment no longer wanted goes back);
 * one no longer wanted is withdrawn.
 */
async function lostCharge(
  ctx: ApiContext,
  key: string,
  ref: string,
  status: PaymentNews,
  now: Date,
) {
  const payment = await ctx.db
    .selectFrom('payments')
    .select(['id', 'status', 'subscription_id', 'gateway_payment_ref'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst()
  if (payment && !payment.gateway_payment_ref) {
    await ctx.db
      .transaction()
      .execute((trx) => settlePayment(trx, payment.id, status, now, { gatewayPaymentRef: ref }))
  }
  const unwanted = !payment || payment.status === 'canceled' || payment.status === 'failed'
  if (unwanted && status === 'pending') {
    const cleanup = { kind: 'payment' as const, ref, gateway: ctx.gateway.name }
    await queueCleanup(
      ctx.db,
      {
        ...cleanup,
        subscriptionId: payment?.subscription_id ?? null,
        reason: 'cobrança sem resposta',
      },
      now,
    )
  }
}

/** Looks the creation of a claim up at the provider and settles what it made. */
async function resolve(ctx: ApiContext, key: string, now: Date) {
  const [kind = '', ...rest] = key.split(':')
  const reference = rest.join(':')
  const { gateway } = ctx
  if (kind === 'customer') {
    const found = await gateway.findCreated('customer', reference)
    if (found) {
      await ctx.db
        .insertInto('gateway_customers')
        .values({ user_id: reference, gateway: gateway.name, customer_ref: found.ref })
        .onConflict((oc) => oc.columns(['user_id', 'gateway']).doNothing())
        .execute()
    }
  } else if (kind === 'subscription' || kind === 'schedule') {
    const found = await gateway.findCreated('subscription', reference)
    if (found && kind === 'subscription') await checkoutSubscription(ctx, reference, found.ref, now)
    if (found && kind === 'schedule') await removeSubscription(ctx, found.ref, null, now)
  } else if (kind === 'charge') {
    const found = await gateway.findCreated('charge', reference)
    const status = found?.status === 'scheduled' ? undefined : found?.status
    if (found) await lostCharge(ctx, reference, found.ref, status ?? 'pending', now)
  }
}

/**
 * Creations whose answer was lost and that nobody retried: their claim lapsed (gateway-claims.ts
 * keeps it when the outcome is unknown). Each is looked up at the provider by its reference, as
 * a retry would, and what it made is adopted or removed; the claim then goes. One process takes
 * each; a provider that does not answer leaves it for the next run.
 */
export async function resolveLostCreations(ctx: ApiContext): Promise<number> {
  const now = ctx.clock.now()
  const lapsed = await ctx.db
    .selectFrom('gateway_claims')
    .select('key')
    .where('claimed_until', '<', now)
    .orderBy('created_at')
    .limit(BATCH)
    .execute()
  let resolved = 0
  for (const { key } of lapsed) {
    const taken = await ctx.db
      .updateTable('gateway_claims')
      .set({ claimed_until: new Date(now.getTime() + RESOLVE_CLAIM_MS) })
      .where('key', '=', key)
      .where('claimed_until', '<', now)
      .returning('claimed_until')
      .executeTakeFirst()
    if (!taken) continue
    try {
      await resolve(ctx, key, now)
      await ctx.db
        .deleteFrom('gateway_claims')
        .where('key', '=', key)
        .where('claimed_until', '=', taken.claimed_until)
        .execute()
      resolved++
    } catch (error) {
      // Left for the next run.
      await ctx.db
        .updateTable('gateway_claims')
        .set({ claimed_until: now })
        .where('key', '=', key)
        .where('claimed_until', '=', taken.claimed_until)
        .execute()
      if (!(error instanceof GatewayUnavailableError)) throw error
    }
  }
  return resolved
}
