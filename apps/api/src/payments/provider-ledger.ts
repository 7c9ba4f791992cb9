import type { PaymentStatus } from '../db/schema.ts'

// What the daily reconciliation reads from a payment provider that keeps its own subscriptions
// and charges (Asaas). Read-only: whatever it finds is written to our differences table.

export interface LedgerSubscription {
  id: string
  customer: string
  /** It still charges: not removed, and active. */
  live: boolean
  /** The provider's own words ('ACTIVE', 'INACTIVE', 'removida'...). */
  status: string
  valueCents: number
}

export interface LedgerPayment {
  id: string
  customer: string
  subscription: string | null
  /** As ours would read (a removed one is 'canceled'). */
  status: PaymentStatus
  /** The provider's own status, to show the operator. */
  providerStatus: string
  valueCents: number
}

export interface ProviderLedger {
  /** One subscription, removed or not; undefined when the provider does not know it. */
  subscription(ref: string): Promise<LedgerSubscription | undefined>
  /** A customer's subscriptions that were not removed. */
  subscriptionsOf(customerRef: string): Promise<LedgerSubscription[]>
  /** One payment, removed or not; undefined when the provider does not know it. */
  payment(ref: string): Promise<LedgerPayment | undefined>
  /** The payments created on this São Paulo day (YYYY-MM-DD) or after, not removed. */
  paymentsSince(day: string): Promise<LedgerPayment[]>
}
