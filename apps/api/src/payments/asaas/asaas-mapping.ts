import type { PaymentNews } from '@atendimento/domain/payment-transitions'
import type { PaymentStatus } from '../../db/schema.ts'

/** Asaas payment statuses, as ours (spec: paid, pending, failed, canceled, refunded). */
const STATUS: Record<string, PaymentStatus> = {
  CONFIRMED: 'paid',
  RECEIVED: 'paid',
  RECEIVED_IN_CASH: 'paid',
  PENDING: 'pending',
  AUTHORIZED: 'pending',
  AWAITING_RISK_ANALYSIS: 'pending',
  OVERDUE: 'failed',
  REFUNDED: 'refunded',
  REFUND_REQUESTED: 'refunded',
  REFUND_IN_PROGRESS: 'refunded',
  CHARGEBACK_REQUESTED: 'refunded',
  CHARGEBACK_DISPUTE: 'refunded',
  AWAITING_CHARGEBACK_REVERSAL: 'refunded',
  DELETED: 'canceled',
}

export function asaasPaymentStatus(status: string): PaymentStatus {
  return STATUS[status] ?? 'pending'
}

/** Webhook events about a payment, and the news each is (the transition table applies it). */
const EVENTS: Record<string, PaymentNews> = {
  PAYMENT_CREATED: 'pending',
  PAYMENT_AWAITING_RISK_ANALYSIS: 'pending',
  PAYMENT_CONFIRMED: 'paid',
  PAYMENT_RECEIVED: 'paid',
  PAYMENT_OVERDUE: 'failed',
  PAYMENT_CREDIT_CARD_CAPTURE_REFUSED: 'failed',
  PAYMENT_REPROVED_BY_RISK_ANALYSIS: 'failed',
  PAYMENT_REFUNDED: 'refunded',
  PAYMENT_CHARGEBACK_REQUESTED: 'chargeback',
  PAYMENT_CHARGEBACK_DISPUTE: 'chargeback',
  PAYMENT_AWAITING_CHARGEBACK_REVERSAL: 'chargeback',
  PAYMENT_DELETED: 'canceled',
}

export function asaasEventNews(event: string): PaymentNews | undefined {
  return EVENTS[event]
}

/** Events that say Asaas stopped a subscription on its side. */
export const SUBSCRIPTION_ENDED_EVENTS = new Set([
  'SUBSCRIPTION_DELETED',
  'SUBSCRIPTION_INACTIVATED',
])

/** Asaas bills in named cycles; our plans count days. */
const CYCLES: Record<number, string> = {
  7: 'WEEKLY',
  14: 'BIWEEKLY',
  30: 'MONTHLY',
  60: 'BIMONTHLY',
  90: 'QUARTERLY',
  180: 'SEMIANNUALLY',
  365: 'YEARLY',
}

export function asaasCycle(days: number): string {
  const cycle = CYCLES[days]
  if (!cycle) throw new Error(`Asaas não cobra a cada ${days} dias`)
  return cycle
}

/** Cents to the decimal reais Asaas takes. */
export const reais = (cents: number) => cents / 100

/** A date as Asaas wants it (YYYY-MM-DD), in Brazil's time zone. */
export function asaasDate(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(date)
}
