import type { PaymentStatus } from './schemas/payment.ts'

/**
 * What we learn about a payment, from the provider (a webhook, a status check, reconciliation)
 * or from our own flows: a status it reached, or a chargeback (the payer disputed it with their
 * bank, and the money is held back from us).
 */
export type PaymentNews = Exclude<PaymentStatus, 'scheduled'> | 'chargeback'

/**
 * What a piece of news does to a payment: the status it moves to, and what must follow.
 * - `refund`: money came in for a charge we had withdrawn (a Pix replaced by a card, a card
 *   attempt of a subscription cancelled meanwhile): it goes back to the payer.
 * - `suspend`: a chargeback; the subscription loses access and its billing stops.
 */
export interface PaymentMove {
  to: PaymentStatus
  then: 'none' | 'refund' | 'suspend'
}

const to = (status: PaymentStatus, then: PaymentMove['then'] = 'none'): PaymentMove => ({
  to: status,
  then,
})
/** Stale news (a late or repeated event): nothing changes. */
const stay = null

/**
 * Every status and every piece of news, one cell each. Read a row as "the payment is X and we
 * hear Y". Statuses only climb scheduled < pending < failed < canceled < paid < refunded, so
 * the same news in any order, repeated or late, ends in the same status: a paid payment never
 * goes back to pending or failed, a refunded one never back to paid.
 */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, Record<PaymentNews, PaymentMove | null>> = {
  scheduled: {
    pending: to('pending'),
    failed: to('failed'),
    canceled: to('canceled'),
    paid: to('paid'),
    refunded: to('refunded'),
    chargeback: to('refunded', 'suspend'),
  },
  pending: {
    pending: stay,
    failed: to('failed'),
    canceled: to('canceled'),
    paid: to('paid'),
    refunded: to('refunded'),
    chargeback: to('refunded', 'suspend'),
  },
  // Overdue or refused: it may still be paid late (a Pix paid after its due date).
  failed: {
    pending: stay,
    failed: stay,
    canceled: to('canceled'),
    paid: to('paid'),
    refunded: to('refunded'),
    chargeback: to('refunded', 'suspend'),
  },
  // Withdrawn by us: if it is paid all the same, the money is recorded and given back.
  canceled: {
    pending: stay,
    failed: stay,
    canceled: stay,
    paid: to('paid', 'refund'),
    refunded: to('refunded'),
    chargeback: to('refunded', 'suspend'),
  },
  paid: {
    pending: stay,
    failed: stay,
    canceled: stay,
    paid: stay,
    refunded: to('refunded'),
    chargeback: to('refunded', 'suspend'),
  },
  // The money went back: a chargeback on top (the payer also disputed it) still suspends.
  refunded: {
    pending: stay,
    failed: stay,
    canceled: stay,
    paid: stay,
    refunded: stay,
    chargeback: to('refunded', 'suspend'),
  },
}

/** The move a piece of news makes, or null when it changes nothing (stale, late, repeated). */
export function movePayment(current: PaymentStatus, news: PaymentNews): PaymentMove | null {
  return PAYMENT_TRANSITIONS[current][news]
}

/**
 * Whether a payment that just became paid was owed. It was not when it bills a period the
 * subscription had already paid for (the subscription is paid through more than half a cycle
 * past the date this payment bills: a second code or attempt for the same period, paid too),
 * or a period after the one paid of a subscription that was cancelled meanwhile. Renewals bill
 * the date the last period ends, so a renewal of a live subscription is always owed. Money
 * taken when it was not owed goes back.
 */
export function paymentOwed(input: {
  billingDate: Date
  cycleDays: number
  paidThrough: Date | null
  subscriptionCanceled: boolean
}): boolean {
  const billed = input.billingDate.getTime()
  const paidThrough = input.paidThrough?.getTime() ?? Number.NEGATIVE_INFINITY
  if (input.subscriptionCanceled && billed >= paidThrough) return false
  const halfCycle = (input.cycleDays * 24 * 60 * 60 * 1000) / 2
  return paidThrough <= billed + halfCycle
}
