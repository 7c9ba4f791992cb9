import { randomUUID } from 'node:crypto'
import { formatCents } from '@atendimento/domain/money'
import type { ReconciliationKind } from '@atendimento/domain/schemas/admin'
import { PAYMENT_STATUS_LABELS } from '@atendimento/domain/subscription'
import type { ApiContext } from '../../context.ts'
import type { PaymentStatus } from '../../db/schema.ts'
import { asaasDate } from '../../payments/asaas/asaas-mapping.ts'
import type { LedgerPayment, ProviderLedger } from '../../payments/provider-ledger.ts'
import { deliverReceipts } from '../recurrences/receipts.ts'
import { endByProvider } from '../subscriptions/provider-billing.ts'
import type { SubscriptionRow } from '../subscriptions/subscriptions-repository.ts'

const DAY = 24 * 60 * 60 * 1000
/** How far back payments are compared. */
export const RECONCILIATION_WINDOW_DAYS = 35
/** A parked event or a cleanup older than this is the operator's to look at. */
const STALE_MS = DAY
/** A cleanup refused this many times is the operator's too. */
const STUCK_ATTEMPTS = 5

export interface Difference {
  kind: ReconciliationKind
  /** What it is about: one open difference per kind and subject. */
  subject: string
  userId?: string | null
  subscriptionId?: string | null
  paymentId?: string | null
  ours?: string | null
  theirs?: string | null
}

export interface ReconciliationSummary {
  runId: string
  subscriptionsChecked: number
  paymentsChecked: number
  differences: number
  /** Subscriptions ended here because their provider subscription had ended. */
  ended: number
}

/** Paid, refunded, or not paid (pending, failed, cancelled): what must agree with the provider. */
const money = (status: PaymentStatus) =>
  status === 'paid' || status === 'refunded' ? status : 'open'
const described = (status: PaymentStatus, cents: number) =>
  `${PAYMENT_STATUS_LABELS[status]}, ${formatCents(cents)}`

/** Our subscriptions at the provider worth comparing: open ones, and ones ended lately. */
async function subscriptionsToCheck(ctx: ApiContext, since: Date) {
  return ctx.db
    .selectFrom('subscriptions')
    .innerJoin('gateway_customers', (join) =>
      join
        .onRef('gateway_customers.user_id', '=', 'subscriptions.user_id')
        .on('gateway_customers.gateway', '=', ctx.gateway.name),
    )
    .leftJoin('payments as scheduled', (join) =>
      join
        .onRef('scheduled.subscription_id', '=', 'subscriptions.id')
        .on('scheduled.status', '=', 'scheduled'),
    )
    .selectAll('subscriptions')
    .select(['gateway_customers.customer_ref', 'scheduled.amount_cents as scheduled_cents'])
    .where('subscriptions.gateway', '=', ctx.gateway.name)
    .where((eb) =>
      eb.or([
        eb('subscriptions.status', '!=', 'canceled'),
        eb('subscriptions.canceled_at', '>=', since),
      ]),
    )
    .orderBy('subscriptions.user_id')
    .orderBy('subscriptions.id')
    .execute()
}

type Checked = Awaited<ReturnType<typeof subscriptionsToCheck>>[number]

/**
 * One live provider subscription per active card subscription of ours, at its price (or the
 * price of the downgrade waiting for the next billing date), and none besides: per customer,
 * since a charge made by a subscription we do not know is a customer charged twice. Our
 * subscription whose provider subscription ended there ends too, at the end of its paid period.
 */
async function checkSubscriptions(
  ctx: ApiContext,
  ledger: ProviderLedger,
  now: Date,
  found: Difference[],
) {
  const rows = await subscriptionsToCheck(
    ctx,
    new Date(now.getTime() - RECONCILIATION_WINDOW_DAYS * DAY),
  )
  const byCustomer = Map.groupBy(rows, (row) => row.customer_ref)
  let ended = 0
  for (const [customerRef, subscriptions] of byCustomer) {
    const theirs = await ledger.subscriptionsOf(customerRef)
    const expected = new Set<string>()
    for (const ours of subscriptions) {
      const ref = ours.gateway_subscription_ref
      if (ours.status === 'canceled' || !ref) {
        if (ours.status === 'active' && ours.payment_method === 'credit_card') {
          found.push({
            kind: 'provider_subscription_missing',
            subject: ours.id,
            userId: ours.user_id,
            subscriptionId: ours.id,
            ours: 'Ativa, cobrança por cartão',
            theirs: 'nenhuma assinatura',
          })
        }
        continue
      }
      expected.add(ref)
      const provider = theirs.find((item) => item.id === ref) ?? (await ledger.subscription(ref))
      // A checkout still waiting (its charge refused, say) gets a new one on "Continuar
      // Pagamento": only an active subscription must be billed by a live one.
      if (!provider?.live && ours.status !== 'active') continue
      if (!provider?.live) {
        if (await endHere(ctx, ours, now)) ended++
        found.push({
          kind: 'provider_subscription_ended',
          subject: ref,
          userId: ours.user_id,
          subscriptionId: ours.id,
          ours: 'Encerrada no fim do período pago; cliente avisado',
          theirs: provider?.status ?? 'não encontrada',
        })
        continue
      }
      const price = ours.scheduled_cents ?? ours.price_cents
      if (provider.valueCents !== price) {
        found.push({
          kind: 'amount_mismatch',
          subject: ref,
          userId: ours.user_id,
          subscriptionId: ours.id,
          ours: formatCents(price),
          theirs: formatCents(provider.valueCents),
        })
      }
    }
    for (const extra of theirs.filter((item) => item.live && !expected.has(item.id))) {
      if (await beingRemoved(ctx, extra.id)) continue
      const owner = subscriptions[0] as Checked
      found.push({
        kind: 'extra_provider_subscription',
        subject: extra.id,
        userId: owner.user_id,
        theirs: `${extra.status}, ${formatCents(extra.valueCents)}`,
      })
    }
  }
  return { checked: rows.length, ended }
}

/** The provider ended it: ours ends too (with the customer's e-mail), in its own transaction. */
async function endHere(ctx: ApiContext, subscription: SubscriptionRow, now: Date) {
  const ended = await ctx.db
    .transaction()
    .execute((trx) => endByProvider(trx, subscription, now, 'conciliação'))
  if (ended) deliverReceipts(ctx)
  return ended
}

/** A removal we queued and the follow-ups have not carried out yet: not a difference (yet). */
async function beingRemoved(ctx: ApiContext, ref: string) {
  const queued = await ctx.db
    .selectFrom('gateway_cleanups')
    .select('id')
    .where('gateway', '=', ctx.gateway.name)
    .where('kind', '=', 'subscription')
    .where('ref', '=', ref)
    .where('done_at', 'is', null)
    .executeTakeFirst()
  return queued !== undefined
}

/**
 * The payments of the last 35 days, both ways: each of ours with a provider id against the
 * provider's (paid, refunded or not paid; the amount), and each of the provider's for a customer
 * of ours that we do not know.
 */
async function checkPayments(
  ctx: ApiContext,
  ledger: ProviderLedger,
  now: Date,
  found: Difference[],
) {
  const since = new Date(now.getTime() - RECONCILIATION_WINDOW_DAYS * DAY)
  const theirs = new Map((await ledger.paymentsSince(asaasDate(since))).map((p) => [p.id, p]))
  const ours = await ctx.db
    .selectFrom('payments')
    .selectAll()
    .where('gateway', '=', ctx.gateway.name)
    .where('gateway_payment_ref', 'is not', null)
    .where('created_at', '>=', since)
    .orderBy('created_at')
    .execute()
  const known = new Set<string>()
  for (const payment of ours) {
    const ref = payment.gateway_payment_ref as string
    known.add(ref)
    const provider: LedgerPayment | undefined = theirs.get(ref) ?? (await ledger.payment(ref))
    const about = {
      subject: ref,
      userId: payment.user_id,
      subscriptionId: payment.subscription_id,
      paymentId: payment.id,
    }
    if (!provider) {
      found.push({
        ...about,
        kind: 'missing_at_provider',
        ours: described(payment.status, payment.amount_cents),
        theirs: 'não encontrada',
      })
      continue
    }
    if (money(provider.status) !== money(payment.status)) {
      found.push({
        ...about,
        kind: 'status_mismatch',
        ours: described(payment.status, payment.amount_cents),
        theirs: `${provider.providerStatus}, ${formatCents(provider.valueCents)}`,
      })
    } else if (provider.valueCents !== payment.amount_cents) {
      found.push({
        ...about,
        kind: 'amount_mismatch',
        ours: formatCents(payment.amount_cents),
        theirs: formatCents(provider.valueCents),
      })
    }
  }
  const customers = await ctx.db
    .selectFrom('gateway_customers')
    .select(['customer_ref', 'user_id'])
    .where('gateway', '=', ctx.gateway.name)
    .execute()
  const userOf = new Map(customers.map((c) => [c.customer_ref, c.user_id]))
  for (const provider of theirs.values()) {
    const userId = userOf.get(provider.customer)
    if (known.has(provider.id) || !userId) continue
    found.push({
      kind: 'unknown_provider_payment',
      subject: provider.id,
      userId,
      theirs: `${provider.providerStatus}, ${formatCents(provider.valueCents)}`,
    })
  }
  return ours.length
}

/** Webhook events still parked after a day, and cleanups the provider keeps refusing. */
async function checkLeftovers(ctx: ApiContext, now: Date, found: Difference[]) {
  const stale = new Date(now.getTime() - STALE_MS)
  const parked = await ctx.db
    .selectFrom('webhook_events')
    .select(['event_id', 'event', 'received_at'])
    .where('applied_at', 'is', null)
    .where('received_at', '<', stale)
    .orderBy('received_at')
    .execute()
  for (const event of parked) {
    found.push({ kind: 'unmatched_event', subject: event.event_id, theirs: event.event })
  }
  const stuck = await ctx.db
    .selectFrom('gateway_cleanups')
    .innerJoin('subscriptions', 'subscriptions.id', 'gateway_cleanups.subscription_id')
    .select([
      'gateway_cleanups.kind',
      'gateway_cleanups.ref',
      'gateway_cleanups.last_error',
      'gateway_cleanups.subscription_id',
      'subscriptions.user_id',
    ])
    .where('gateway_cleanups.gateway', '=', ctx.gateway.name)
    .where('gateway_cleanups.done_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('gateway_cleanups.created_at', '<', stale),
        eb('gateway_cleanups.attempts', '>=', STUCK_ATTEMPTS),
      ]),
    )
    .execute()
  for (const cleanup of stuck) {
    found.push({
      kind: 'cleanup_stuck',
      subject: `${cleanup.kind}:${cleanup.ref}`,
      userId: cleanup.user_id,
      subscriptionId: cleanup.subscription_id,
      theirs: cleanup.last_error,
    })
  }
}

/**
 * Keeps one open row per difference: a new one is added, one seen again is refreshed, and one
 * not seen in this run is resolved (the follow-ups, a webhook or the operator fixed it).
 */
async function record(ctx: ApiContext, found: Difference[], now: Date) {
  const seen: string[] = []
  for (const difference of found) {
    const fields = {
      user_id: difference.userId ?? null,
      subscription_id: difference.subscriptionId ?? null,
      payment_id: difference.paymentId ?? null,
      ours: difference.ours ?? null,
      theirs: difference.theirs ?? null,
      last_seen_at: now,
    }
    const open = await ctx.db
      .updateTable('reconciliation_differences')
      .set(fields)
      .where('kind', '=', difference.kind)
      .where('subject', '=', difference.subject)
      .where('resolved_at', 'is', null)
      .returning('id')
      .executeTakeFirst()
    const id = open?.id ?? randomUUID()
    if (!open) {
      await ctx.db
        .insertInto('reconciliation_differences')
        .values({
          id,
          kind: difference.kind,
          subject: difference.subject,
          first_seen_at: now,
          ...fields,
        })
        .execute()
    }
    seen.push(id)
  }
  let resolve = ctx.db
    .updateTable('reconciliation_differences')
    .set({ resolved_at: now })
    .where('resolved_at', 'is', null)
  if (seen.length > 0) resolve = resolve.where('id', 'not in', seen)
  await resolve.execute()
}

/**
 * Compares our books with the provider's (reconciliation_runs keeps each run): active
 * subscriptions (one live provider subscription each, at their price), the payments of the last
 * 35 days (paid or not, amounts, both ways), and what stayed parked or stuck. Differences go to
 * reconciliation_differences, shown in the console's 'Conciliação' tab.
 */
export async function reconcile(
  ctx: ApiContext,
  ledger: ProviderLedger,
): Promise<ReconciliationSummary> {
  const runId = randomUUID()
  const now = ctx.clock.now()
  await ctx.db
    .insertInto('reconciliation_runs')
    .values({ id: runId, started_at: now, error: null })
    .execute()
  try {
    const found: Difference[] = []
    const subscriptions = await checkSubscriptions(ctx, ledger, now, found)
    const payments = await checkPayments(ctx, ledger, now, found)
    await checkLeftovers(ctx, now, found)
    await record(ctx, found, now)
    await ctx.db
      .updateTable('reconciliation_runs')
      .set({
        finished_at: ctx.clock.now(),
        subscriptions_checked: subscriptions.checked,
        payments_checked: payments,
        differences: found.length,
      })
      .where('id', '=', runId)
      .execute()
    return {
      runId,
      subscriptionsChecked: subscriptions.checked,
      paymentsChecked: payments,
      differences: found.length,
      ended: subscriptions.ended,
    }
  } catch (error) {
    await ctx.db
      .updateTable('reconciliation_runs')
      .set({ error: String(error).slice(0, 500) })
      .where('id', '=', runId)
      .execute()
    throw error
  }
}
