import { randomUUID } from 'node:crypto'
import { DEFAULT_COMPANY } from '@atendimento/domain/company'
import { SANDBOX_REFUSAL_REASONS } from '@atendimento/domain/contract/messages'
import { brCode } from '@atendimento/domain/pix/br-code'
import type { Selectable } from 'kysely'
import type { Clock } from '../clock.ts'
import type { Db } from '../db/database.ts'
import type { SandboxChargesTable } from '../db/schema.ts'
import { sha256 } from '../security/tokens.ts'
import { cardBrand, cardFaceProblem, digitsOnly, lastFour } from './card.ts'
import {
  type CardDetails,
  type ChargeResult,
  GatewayUnavailableError,
  type PaymentGateway,
  type PixCharge,
  type SubscribeResult,
} from './gateway.ts'

/** The receiver of the sandbox's Pix codes: real BR Codes, to a key nobody holds. */
export const SANDBOX_PIX_KEY = 'pix@atendimento-inteligente.example'

/**
 * The sandbox's test cards (documented in the README). Any other number that passes the Luhn
 * check is approved; one that does not is refused.
 */
export const SANDBOX_CARDS = {
  approved: '4444444444444444',
  refused: ['5184019740373151', '4916561358240741'],
  /** Approved at checkout, refused at every renewal: exercises a failed recurring charge. */
  renewalsRefused: '4000000000000341',
  /** Charged, but the answer never arrives: exercises a gateway timeout and a safe retry. */
  answerLost: '4000000000000119',
  /**
   * Approved, slowly: the charge is made after `slowCardMs` and answered `slowCardMs` later, so a
   * test can stop the server while a charge is under way (before it is made, and after).
   */
  slow: '4000000000000200',
} as const

/** Each of the slow card's two waits, unless the gateway is built with another. */
export const SLOW_CARD_MS = 1000

type Behaviour =
  | 'ok'
  | 'renewals-refused'
  | 'answer-lost'
  | 'slow'
  | 'refused'
  | 'invalid'
  | 'expired'

/** Every number of SANDBOX_CARDS: its test cards pass the check of a card's face. */
export const SANDBOX_TEST_NUMBERS: readonly string[] = Object.values(SANDBOX_CARDS).flat()

function behaviourOf(card: CardDetails, today: Date): Behaviour {
  const problem = cardFaceProblem(card, today, SANDBOX_TEST_NUMBERS)
  if (problem) return problem
  const number = digitsOnly(card.number)
  if (number === SANDBOX_CARDS.approved) return 'ok'
  if ((SANDBOX_CARDS.refused as readonly string[]).includes(number)) return 'refused'
  if (number === SANDBOX_CARDS.renewalsRefused) return 'renewals-refused'
  if (number === SANDBOX_CARDS.answerLost) return 'answer-lost'
  if (number === SANDBOX_CARDS.slow) return 'slow'
  return 'ok'
}

const REFUSALS: Partial<Record<Behaviour, string>> = {
  refused: SANDBOX_REFUSAL_REASONS.declined,
  invalid: SANDBOX_REFUSAL_REASONS.invalid,
  expired: SANDBOX_REFUSAL_REASONS.expired,
}

// The token carries the card's test behaviour, so renewals charged by token behave like the card.
const tokenBehaviour = (token: string): Behaviour =>
  token.startsWith('sbx_card_renewals-refused_') ? 'renewals-refused' : 'ok'

/** Its Pix charges are pending at their first status check, paid from the second one on. */
export type SandboxGateway = PaymentGateway

/** The sandbox's customer id of one of our users (the same in every process). */
export const sandboxCustomerRef = (userId: string) => `sbx_cus_${sha256(userId).slice(0, 20)}`

/** What the sandbox took from one customer and gave back, whichever process asked. */
export interface SandboxLedger {
  /** Card charges it approved (first payments, "Continuar Pagamento", upgrades, renewals). */
  cardCharges: number
  /** Pix charges it saw paid. */
  pixPaid: number
  /** Refunds it accepted, a repeat of one included. */
  refundRequests: number
  /** Everything it charged, refunded or not, in cents. */
  chargedCents: number
}

/**
 * The sandbox's own ledger of a customer. The sandbox keeps its memory in its own table, beside
 * ours but never written by our code, so this counts what the "provider" did (what a real one's
 * statement would show), not what our payments table believes; and since every API process on a
 * shared PostgreSQL writes to the same table, a test reads there what all of them charged.
 */
export async function sandboxLedger(db: Db, userId: string): Promise<SandboxLedger> {
  const charges = await db
    .selectFrom('sandbox_charges')
    .select(['method', 'status', 'amount_cents', 'refund_requests'])
    .where('customer_ref', '=', sandboxCustomerRef(userId))
    .execute()
  const taken = charges.filter((charge) => charge.status === 'paid' || charge.status === 'refunded')
  return {
    cardCharges: taken.filter((charge) => charge.method === 'credit_card').length,
    pixPaid: taken.filter((charge) => charge.method === 'pix').length,
    refundRequests: charges.reduce((sum, charge) => sum + charge.refund_requests, 0),
    chargedCents: taken.reduce((sum, charge) => sum + charge.amount_cents, 0),
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The default gateway: deterministic, offline, with its memory in its own table. */
export function createSandboxGateway({
  db,
  clock,
  slowCardMs = SLOW_CARD_MS,
}: {
  db: Db
  clock: Clock
  slowCardMs?: number
}): SandboxGateway {
  const findByKey = (key: string) =>
    db
      .selectFrom('sandbox_charges')
      .selectAll()
      .where('idempotency_key', '=', key)
      .executeTakeFirst()

  async function record(values: {
    key: string
    customerRef: string
    amountCents: number
    status: 'paid' | 'refused'
    brand: string | null
    last4: string | null
    token: string | null
  }) {
    const inserted = await db
      .insertInto('sandbox_charges')
      .values({
        ref: `sbx_pay_${randomUUID()}`,
        idempotency_key: values.key,
        customer_ref: values.customerRef,
        method: 'credit_card',
        amount_cents: values.amountCents,
        status: values.status,
        card_brand: values.brand,
        card_last4: values.last4,
        card_token: values.token,
        created_at: clock.now(),
      })
      // A concurrent call with the same key got there first: its answer is the answer.
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('ref')
      .executeTakeFirst()
    return inserted?.ref
  }

  const subscriptionRefFor = (key: string) => `sbx_sub_${sha256(key).slice(0, 20)}`

  /** The answer a key already got, given again: what a provider's idempotency does. */
  const replay = (charge: Selectable<SandboxChargesTable>, key: string): SubscribeResult =>
    charge.status === 'refused'
      ? { outcome: 'refused', reason: SANDBOX_REFUSAL_REASONS.declined }
      : {
          outcome: 'approved',
          subscriptionRef: subscriptionRefFor(key),
          paymentRef: charge.ref,
          card: {
            brand: charge.card_brand ?? 'outra',
            last4: charge.card_last4 ?? '0000',
            token: charge.card_token,
          },
        }

  return {
    name: 'sandbox',
    billsRenewals: false,

    ensureCustomer: async (customer) => sandboxCustomerRef(customer.userId),

    async subscribe(request): Promise<SubscribeResult> {
      const earlier = await findByKey(request.idempotencyKey)
      if (earlier) return replay(earlier, request.idempotencyKey)
      const isToken = 'cardToken' in request.payment
      const behaviour =
        'cardToken' in request.payment
          ? tokenBehaviour(request.payment.cardToken)
          : behaviourOf(request.payment.card, clock.now())
      const card =
        'card' in request.payment
          ? {
              brand: cardBrand(request.payment.card.number),
              last4: lastFour(request.payment.card.number),
              token: `sbx_card_${behaviour === 'renewals-refused' ? behaviour : 'ok'}_${randomUUID()}`,
            }
          : { brand: 'outra', last4: '0000', token: request.payment.cardToken }
      // A saved card that refuses renewals refuses a reactivation charge too.
      const refusal =
        REFUSALS[behaviour] ??
        (isToken && behaviour === 'renewals-refused' ? SANDBOX_REFUSAL_REASONS.declined : undefined)
      if (behaviour === 'slow') await wait(slowCardMs)
      const paymentRef = await record({
        key: request.idempotencyKey,
        customerRef: request.customerRef,
        amountCents: request.amountCents,
        status: refusal ? 'refused' : 'paid',
        brand: card.brand,
        last4: card.last4,
        token: card.token,
      })
      if (!paymentRef) {
        const winner = await findByKey(request.idempotencyKey)
        if (winner) return replay(winner, request.idempotencyKey)
      }
      if (refusal) return { outcome: 'refused', reason: refusal }
      if (behaviour === 'answer-lost') {
        throw new GatewayUnavailableError('sandbox: cobrança feita, resposta perdida')
      }
      if (behaviour === 'slow') await wait(slowCardMs)
      return {
        outcome: 'approved',
        subscriptionRef: subscriptionRefFor(request.idempotencyKey),
        paymentRef: paymentRef ?? null,
        card,
      }
    },

    schedule: async () => `sbx_sub_${randomUUID()}`,

    async chargeRenewal(request): Promise<ChargeResult> {
      const refused = tokenBehaviour(request.cardToken) === 'renewals-refused'
      // Recorded once per key; a repeat, or a concurrent twin, reads the first answer back.
      await record({
        key: request.idempotencyKey,
        customerRef: request.customerRef,
        amountCents: request.amountCents,
        status: refused ? 'refused' : 'paid',
        brand: null,
        last4: null,
        token: request.cardToken,
      })
      const charge = await findByKey(request.idempotencyKey)
      if (!charge) throw new Error('sandbox: cobrança sem registro')
      return charge.status === 'refused'
        ? { outcome: 'refused', reason: SANDBOX_REFUSAL_REASONS.declined, paymentRef: charge.ref }
        : { outcome: 'approved', paymentRef: charge.ref }
    },

    cancelSubscription: async () => {},

    // The sandbox keeps charges only (its subscriptions and customers are our own ids).
    async findCreated(kind, reference) {
      if (kind !== 'charge') return undefined
      const charge = await findByKey(reference)
      if (!charge) return undefined
      const status = charge.status === 'refused' ? 'failed' : charge.status
      return { ref: charge.ref, status }
    },

    // An unpaid Pix can no longer be paid (the sandbox marks it refused); a paid one stays.
    async cancelCharge(paymentRef) {
      const withdrawn = await db
        .updateTable('sandbox_charges')
        .set({ status: 'refused' })
        .where('ref', '=', paymentRef)
        .where('status', 'in', ['pending', 'refused'])
        .returning('ref')
        .executeTakeFirst()
      if (withdrawn) return 'canceled'
      const charge = await db
        .selectFrom('sandbox_charges')
        .select('status')
        .where('ref', '=', paymentRef)
        .executeTakeFirst()
      return charge?.status === 'paid' || charge?.status === 'refunded'
        ? 'already-paid'
        : 'canceled'
    },

    async refund(paymentRef) {
      // Paid (or already refunded, for a retry) becomes refunded; anything else is refused.
      // Every refund accepted is counted, a repeat included: the ledger shows how many reached it.
      const charge = await db
        .updateTable('sandbox_charges')
        .set((eb) => ({ status: 'refunded', refund_requests: eb('refund_requests', '+', 1) }))
        .where('ref', '=', paymentRef)
        .where('status', 'in', ['paid', 'refunded'])
        .returning('ref')
        .executeTakeFirst()
      if (!charge) throw new Error(`sandbox: cobrança ${paymentRef} não pode ser reembolsada`)
    },

    async paymentStatus(paymentRef) {
      const charge = await db
        .updateTable('sandbox_charges')
        .set((eb) => ({ status_checks: eb('status_checks', '+', 1) }))
        .where('ref', '=', paymentRef)
        .returningAll()
        .executeTakeFirst()
      if (!charge) return undefined
      if (charge.status === 'refused') return 'failed'
      if (charge.method === 'pix' && charge.status === 'pending' && charge.status_checks >= 2) {
        await db
          .updateTable('sandbox_charges')
          .set({ status: 'paid' })
          .where('ref', '=', paymentRef)
          .execute()
        return 'paid'
      }
      return charge.status === 'paid' ? 'paid' : 'pending'
    },

    async createPix(request): Promise<PixCharge> {
      const code = (ref: string) =>
        brCode({
          pixKey: SANDBOX_PIX_KEY,
          merchantName: DEFAULT_COMPANY.tradeName,
          merchantCity: 'Sao Paulo',
          amountCents: request.amountCents,
          txid: ref.replace(/^sbx_pix_/, '').replace(/-/g, ''),
        })
      const earlier = await findByKey(request.idempotencyKey)
      if (earlier)
        return { paymentRef: earlier.ref, code: code(earlier.ref), expiresAt: request.expiresAt }
      const ref = `sbx_pix_${randomUUID()}`
      await db
        .insertInto('sandbox_charges')
        .values({
          ref,
          idempotency_key: request.idempotencyKey,
          customer_ref: request.customerRef,
          method: 'pix',
          amount_cents: request.amountCents,
          status: 'pending',
          card_brand: null,
          card_last4: null,
          card_token: null,
          created_at: clock.now(),
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .execute()
      const charge = await findByKey(request.idempotencyKey)
      if (!charge) throw new Error('sandbox: Pix sem registro')
      return { paymentRef: charge.ref, code: code(charge.ref), expiresAt: request.expiresAt }
    },

    // The card rules of a charge, without the charge: refused and invalid cards are refused.
    async saveCard(request) {
      const behaviour = behaviourOf(request.card, clock.now())
      const refusal = REFUSALS[behaviour]
      if (refusal) return { outcome: 'refused', reason: refusal }
      return {
        outcome: 'saved',
        card: {
          brand: cardBrand(request.card.number),
          last4: lastFour(request.card.number),
          token: `sbx_card_${behaviour === 'renewals-refused' ? behaviour : 'ok'}_${randomUUID()}`,
        },
      }
    },
  }
}
