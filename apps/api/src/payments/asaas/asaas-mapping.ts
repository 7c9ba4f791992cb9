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

/** Webhook events that settle a payment, and the status they mean. */
const EVENTS: Record<string, PaymentStatus> = {
  PAYMENT_CONFIRMED: 'paid',
  PAYMENT_RECEIVED: 'paid',
  PAYMENT_CREATED: 'pending',
  PAYMENT_OVERDUE: 'failed',
  PAYMENT_CREDIT_CARD_CAPTURE_REFUSED: 'failed',
  PAYMENT_REPROVED_BY_RISK_ANALYSIS: 'failed',
  PAYMENT_REFUNDED: 'refunded',
  PAYMENT_CHARGEBACK_REQUESTED: 'refunded',
  PAYMENT_DELETED: 'canceled',
}

export function asaasEventStatus(event: string): PaymentStatus | undefined {
  return EVENTS[event]
}

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
