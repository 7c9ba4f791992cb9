import fc from 'fast-check'
import type { Db } from '../db/database.ts'
import type { AsaasFake, FailureRule } from './asaas-fake.ts'
import { ASAAS_FAKE_CARDS } from './asaas-fake.ts'
import { cardPayment } from './test-app.ts'

// The money property (issue 26): random sequences of what customers, Asaas and the network do,
// in any order, duplicated or late, against the misbehaving fake Asaas; after each sequence the
// books must hold. Shared by the API suite (in-process, PGlite) and `npm run bench -- money`
// (two processes on PostgreSQL).

const PLANS = ['plano-essencial', 'plano-profissional'] as const
const CARDS = {
  ok: '4444 4444 4444 4444',
  other: '5555 5555 5555 4444',
  refused: ASAAS_FAKE_CARDS.refused,
  risk: ASAAS_FAKE_CARDS.riskAnalysis,
} as const

export type MoneyAction =
  | { kind: 'checkoutCard'; plan: (typeof PLANS)[number]; card: keyof typeof CARDS }
  | { kind: 'checkoutPix'; plan: (typeof PLANS)[number] }
  | { kind: 'payPix' }
  | { kind: 'renew'; outcome: 'charged' | 'refused' }
  | { kind: 'changePlan'; plan: (typeof PLANS)[number] }
  | { kind: 'cancel' }
  | { kind: 'reactivate' }
  | { kind: 'updateCard'; card: 'ok' | 'other' }
  | { kind: 'refund' }
  | { kind: 'chargeback' }
  | { kind: 'endAtAsaas'; how: 'DELETED' | 'INACTIVATED' }
  | { kind: 'deliver'; order: 'queued' | 'reversed' }
  | { kind: 'fault'; method: string; path: 'subscriptions' | 'payments'; mode: FailureRule['mode'] }
  | { kind: 'wait'; days: number }
  | { kind: 'maintain' }

const plan = fc.constantFrom(...PLANS)

/** One thing that happens; weighted towards money moving. */
export const moneyAction: fc.Arbitrary<MoneyAction> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('checkoutCard' as const),
      plan,
      card: fc.constantFrom('ok', 'other', 'refused', 'risk') as fc.Arbitrary<keyof typeof CARDS>,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('checkoutPix' as const), plan }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'payPix' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('renew' as const),
      outcome: fc.constantFrom('charged', 'refused') as fc.Arbitrary<'charged' | 'refused'>,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('changePlan' as const), plan }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'cancel' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'reactivate' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('updateCard' as const),
      card: fc.constantFrom('ok', 'other') as fc.Arbitrary<'ok' | 'other'>,
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'refund' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'chargeback' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('endAtAsaas' as const),
      how: fc.constantFrom('DELETED', 'INACTIVATED') as fc.Arbitrary<'DELETED' | 'INACTIVATED'>,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('deliver' as const),
      order: fc.constantFrom('queued', 'reversed') as fc.Arbitrary<'queued' | 'reversed'>,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('fault' as const),
      method: fc.constantFrom('POST', 'DELETE'),
      path: fc.constantFrom('subscriptions', 'payments') as fc.Arbitrary<
        'subscriptions' | 'payments'
      >,
      mode: fc.constantFrom('error', 'error-after-work', 'lost', 'garbled') as fc.Arbitrary<
        FailureRule['mode']
      >,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('wait' as const), days: fc.constantFrom(1, 3, 31) }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'maintain' as const }) },
)

/** What the sequence runs against: one or more API processes on one database, and the fake. */
export interface MoneyWorld {
  fake: AsaasFake
  db: Db
  /** A request to one of the API processes (the world picks which). */
  request(
    method: string,
    path: string,
    init?: { body?: unknown; token?: string },
  ): Promise<{ status: number; body: { data?: unknown; message?: string } }>
  /** Waits until what the processes do after their answers is done, and runs a maintenance. */
  settle(): Promise<void>
  /** Moves the processes' clock (and the fake's day), where the world has a movable one. */
  advance(ms: number): void
  operatorToken: string
}

export interface Customer {
  token: string
  userId: string
}

type Row = Record<string, unknown>
const DAY = 24 * 60 * 60 * 1000

async function latest(db: Db, userId: string, status?: string) {
  let query = db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId)
  if (status) query = query.where('status', '=', status as 'active')
  return query.orderBy('created_at', 'desc').orderBy('id').executeTakeFirst()
}

async function customerRef(db: Db, userId: string) {
  const row = await db
    .selectFrom('gateway_customers')
    .select('customer_ref')
    .where('user_id', '=', userId)
    .where('gateway', '=', 'asaas')
    .executeTakeFirst()
  return row?.customer_ref
}

/** Runs one action for the customer; refusals (4xx, 502) are part of life and ignored. */
export async function runAction(world: MoneyWorld, who: Customer, action: MoneyAction) {
  const { fake, db } = world
  const as = { token: who.token }
  const ref = await customerRef(db, who.userId)
  const mine = (list: Row[]) => list.filter((item) => item.customer === ref)
  switch (action.kind) {
    case 'checkoutCard':
      return world.request('POST', `/subscription/${action.plan}`, {
        ...as,
        body: cardPayment(CARDS[action.card]),
      })
    case 'checkoutPix':
      return world.request('POST', `/subscription/${action.plan}/pix`, as)
    case 'payPix': {
      const open = mine(fake.state.payments).filter((p) => p.billingType === 'PIX' && !p.deleted)
      const last = open.at(-1)
      return last && fake.pay(String(last.id))
    }
    case 'renew':
      for (const subscription of mine(fake.live()))
        await fake.renew(String(subscription.id), action.outcome)
      return
    case 'changePlan': {
      const active = await latest(db, who.userId, 'active')
      if (!active) return
      const path = `/subscription/${active.id}/change/${action.plan}`
      const quote = await world.request('GET', path, as)
      const amount = (quote.body.data as { amount?: number } | undefined)?.amount ?? 0
      return world.request('POST', path, { ...as, body: { expectedAmount: amount } })
    }
    case 'cancel': {
      const open =
        (await latest(db, who.userId, 'active')) ?? (await latest(db, who.userId, 'pending'))
      return open && world.request('DELETE', `/subscription/${open.id}`, as)
    }
    case 'reactivate': {
      const last = await latest(db, who.userId)
      return last && world.request('PUT', `/subscription/${last.id}/activate`, as)
    }
    case 'updateCard': {
      const last = await latest(db, who.userId)
      return (
        last &&
        world.request('PUT', `/subscription/${last.id}/card`, {
          ...as,
          body: cardPayment(CARDS[action.card]),
        })
      )
    }
    case 'refund': {
      const paid = await db
        .selectFrom('payments')
        .select('id')
        .where('user_id', '=', who.userId)
        .where('status', '=', 'paid')
        .orderBy('created_at', 'desc')
        .executeTakeFirst()
      return (
        paid &&
        world.request('POST', `/admin/payment/${paid.id}/refund`, { token: world.operatorToken })
      )
    }
    case 'chargeback': {
      const paid = mine(fake.state.payments).filter(
        (p) => p.status === 'CONFIRMED' || p.status === 'RECEIVED',
      )
      const last = paid.at(-1)
      return last && fake.chargeback(String(last.id))
    }
    case 'endAtAsaas': {
      const live = mine(fake.live()).at(-1)
      return live && fake.endSubscription(String(live.id), action.how)
    }
    case 'deliver':
      return fake.webhooks.flush(action.order)
    case 'fault':
      fake.state.failures.push({
        method: action.method,
        path: new RegExp(`^/${action.path}(/[^/]+)?$`),
        mode: action.mode,
      })
      return
    case 'wait':
      world.advance(action.days * DAY)
      return
    case 'maintain':
      return world.settle()
  }
}

/**
 * Brings the world to rest: the network behaves again, what was lost is retried after the
 * claims lapse, every webhook is delivered (in the order the policy gives) and every follow-up
 * runs, until nothing is left to deliver, to clean up, to apply or to resolve.
 */
export async function bringToRest(world: MoneyWorld) {
  world.fake.state.failures.length = 0
  for (let round = 0; round < 12; round++) {
    // Claims left by lost answers lapse, so the follow-ups look their creations up.
    world.advance(2 * 60_000)
    await world.settle()
    if (world.fake.webhooks.pending.length > 0) {
      await world.fake.webhooks.flush()
      continue
    }
    const left = await Promise.all(
      (['gateway_cleanups', 'webhook_events', 'gateway_claims'] as const).map((table) => {
        const query = world.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n'))
        if (table === 'gateway_cleanups')
          return query.where('done_at', 'is', null).executeTakeFirst()
        if (table === 'webhook_events')
          return query.where('applied_at', 'is', null).executeTakeFirst()
        return query.executeTakeFirst()
      }),
    )
    if (left.every((row) => Number(row?.n ?? 0) === 0)) return
  }
}

const PAID_AT_ASAAS = new Set(['CONFIRMED', 'RECEIVED', 'RECEIVED_IN_CASH'])
const OPEN_AT_ASAAS = new Set(['PENDING', 'OVERDUE', 'AWAITING_RISK_ANALYSIS'])
const moneyAtAsaas = (p: Row) =>
  p.deleted
    ? 'open'
    : PAID_AT_ASAAS.has(String(p.status))
      ? 'paid'
      : p.status === 'REFUNDED' || String(p.status).startsWith('CHARGEBACK')
        ? 'refunded'
        : 'open'
const moneyHere = (status: string) => (status === 'paid' || status === 'refunded' ? status : 'open')

/**
 * The books of one customer after a sequence, as a list of what is wrong (empty when all holds):
 * no period charged twice; every active subscription billed by exactly one live Asaas
 * subscription (card) or by none (Pix, renewed by codes we issue), and no live one besides; no
 * payable charge at Asaas for a period we gave up; our ledger equal to Asaas'.
 */
export async function moneyViolations(world: MoneyWorld, who: Customer): Promise<string[]> {
  const { db, fake } = world
  const wrong: string[] = []
  const ref = await customerRef(db, who.userId)
  const subscriptions = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', who.userId)
    .execute()
  const payments = await db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', who.userId)
    .execute()
  const theirs = ref ? fake.state.payments.filter((p) => p.customer === ref) : []
  const live = ref ? fake.live().filter((s) => s.customer === ref) : []

  // No period charged twice.
  for (const subscription of subscriptions) {
    const paid = payments
      .filter(
        (p) =>
          p.subscription_id === subscription.id &&
          p.status === 'paid' &&
          p.change_kind !== 'upgrade',
      )
      .sort((a, b) => a.billing_date.getTime() - b.billing_date.getTime())
    for (let i = 1; i < paid.length; i++) {
      const gap =
        (paid[i]?.billing_date.getTime() ?? 0) - (paid[i - 1]?.billing_date.getTime() ?? 0)
      if (gap < (subscription.billing_cycle_days * DAY) / 2) {
        wrong.push(`período cobrado duas vezes: ${paid[i - 1]?.id} e ${paid[i]?.id}`)
      }
    }
  }
  // One live Asaas subscription per active card subscription; none besides.
  const billing = new Set(
    subscriptions.filter((s) => s.status !== 'canceled').map((s) => s.gateway_subscription_ref),
  )
  for (const subscription of live) {
    if (!billing.has(String(subscription.id)))
      wrong.push(`assinatura viva a mais no Asaas: ${subscription.id}`)
  }
  for (const subscription of subscriptions.filter((s) => s.status === 'active')) {
    const ok =
      subscription.payment_method === 'pix'
        ? !subscription.gateway_subscription_ref
        : live.some((s) => s.id === subscription.gateway_subscription_ref)
    if (!ok)
      wrong.push(
        `assinatura ativa sem cobrança viva: ${subscription.id} (${subscription.payment_method})`,
      )
  }
  // Nothing payable at Asaas for what we gave up; our ledger equal to Asaas'.
  for (const payment of theirs) {
    const ours = payments.find((p) => p.gateway_payment_ref === payment.id)
    const payable = OPEN_AT_ASAAS.has(String(payment.status)) && !payment.deleted
    const owner = subscriptions.find((s) => s.id === ours?.subscription_id)
    // A refused renewal stays payable for its open period (the customer may still pay it); one
    // we withdrew, or of a subscription that ended, must not be.
    if (payable && ours && (ours.status === 'canceled' || owner?.status === 'canceled')) {
      wrong.push(`cobrança pagável no Asaas que abandonamos: ${payment.id} (${ours.status})`)
    }
    const renewalToCome = payable && live.some((s) => s.id === payment.subscription)
    if (!ours && moneyAtAsaas(payment) !== 'open')
      wrong.push(`dinheiro no Asaas que não conhecemos: ${payment.id}`)
    if (!ours && payable && !renewalToCome)
      wrong.push(`cobrança pagável no Asaas que não conhecemos: ${payment.id}`)
    if (ours && moneyHere(ours.status) !== moneyAtAsaas(payment)) {
      wrong.push(
        `situação diferente: ${payment.id} aqui ${ours.status}, no Asaas ${payment.status}${payment.deleted ? ' (removida)' : ''}`,
      )
    }
    if (ours && ours.amount_cents !== Math.round(Number(payment.value) * 100)) {
      wrong.push(`valor diferente: ${payment.id}`)
    }
  }
  for (const payment of payments.filter((p) => p.gateway === 'asaas' && p.gateway_payment_ref)) {
    if (!theirs.some((p) => p.id === payment.gateway_payment_ref)) {
      wrong.push(`pagamento nosso que o Asaas não tem: ${payment.gateway_payment_ref}`)
    }
  }
  return wrong
}
