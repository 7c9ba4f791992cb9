import type { PaymentStatus } from '../db/schema.ts'

/** The card as typed: it goes to the gateway and nowhere else (no column, no log line). */
export interface CardDetails {
  holderName: string
  number: string
  expiryMonth: string
  expiryYear: string
  ccv: string
}

/** What the gateway keeps of a card after the first charge. */
export interface SavedCard {
  brand: string
  last4: string
  token: string | null
}

/** The card holder as the card issuer knows them (Asaas' `creditCardHolderInfo`). */
export interface CardHolder {
  name: string
  email: string
  cpfCnpj: string
  postalCode: string
  addressNumber: string
  phone: string
}

export interface GatewayCustomer {
  /** Our user id, kept by the gateway as its external reference. */
  userId: string
  name: string
  email: string
  cpfCnpj: string
  phone: string
  postalCode: string
  addressNumber: string
}

export interface SubscribeRequest {
  /** Our payment attempt id: the same key on a retry must never charge twice. */
  idempotencyKey: string
  customerRef: string
  description: string
  amountCents: number
  cycleDays: number
  /** A new card with its holder, or the token of the card saved at an earlier charge. */
  payment: { card: CardDetails; holder: CardHolder } | { cardToken: string }
  remoteIp: string
}

/** The first charge of a subscription, made now. */
export type SubscribeResult =
  | {
      outcome: 'approved' | 'pending'
      subscriptionRef: string
      paymentRef: string | null
      card: SavedCard
    }
  | { outcome: 'refused'; reason: string }

export interface ScheduleRequest {
  customerRef: string
  description: string
  amountCents: number
  cycleDays: number
  cardToken: string
  /** The first charge happens on this date, not now (a reactivation inside the paid period). */
  nextDueDate: Date
  externalRef: string
}

export interface RenewalRequest {
  idempotencyKey: string
  customerRef: string
  subscriptionRef: string | null
  cardToken: string
  amountCents: number
  description: string
}

export type ChargeResult =
  | { outcome: 'approved' | 'pending'; paymentRef: string }
  | { outcome: 'refused'; reason: string; paymentRef: string | null }

export interface PixRequest {
  /** Our payment id: a retry with the same key gets the same charge back. */
  idempotencyKey: string
  customerRef: string
  description: string
  amountCents: number
  /** The last moment the code may be paid. */
  expiresAt: Date
}

/** A Pix charge issued: the 'copia e cola' code and when it stops being valid. */
export interface PixCharge {
  paymentRef: string
  code: string
  expiresAt: Date
}

export interface CardSaveRequest {
  customerRef: string
  /** The provider's subscription that charges renewals itself, moved to the new card too. */
  subscriptionRef: string | null
  card: CardDetails
  holder: CardHolder
  remoteIp: string
}

/** A card validated and kept by the provider without a charge (tokenisation). */
export type CardSaveResult =
  | { outcome: 'saved'; card: SavedCard }
  | { outcome: 'refused'; reason: string }

export interface PaymentGateway {
  readonly name: 'sandbox' | 'asaas'
  /** True when the provider charges each cycle itself (Asaas); false when our billing job does. */
  readonly billsRenewals: boolean
  ensureCustomer(customer: GatewayCustomer): Promise<string>
  subscribe(request: SubscribeRequest): Promise<SubscribeResult>
  /** Recurring billing set up without a charge now; returns the provider's subscription ref. */
  schedule(request: ScheduleRequest): Promise<string | null>
  chargeRenewal(request: RenewalRequest): Promise<ChargeResult>
  cancelSubscription(subscriptionRef: string): Promise<void>
  /** Our status for one of the provider's payments (a Pix, for instance); undefined if unknown. */
  paymentStatus(paymentRef: string): Promise<PaymentStatus | undefined>
  /** A one-off Pix charge (checkout, or a renewal our billing job issues). */
  createPix(request: PixRequest): Promise<PixCharge>
  /** Keeps a card for the next charges without charging it. */
  saveCard(request: CardSaveRequest): Promise<CardSaveResult>
  /**
   * Gives a paid payment's money back in full. Resolves once the provider has accepted it
   * (asking again for a payment already refunded also resolves); rejects otherwise.
   */
  refund(paymentRef: string): Promise<void>
}

/**
 * The provider did not answer in time or answered 5xx: nothing is known about the charge, so the
 * attempt stays pending and its retry reuses the same idempotency key.
 */
export class GatewayUnavailableError extends Error {
  override name = 'GatewayUnavailableError'
}
