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
  /** Our reference for this subscription: the same on a retry, so it is found, not made twice. */
  externalRef: string
  /** The customer's address as the server saw it (the provider requires it with a card). */
  remoteIp: string
}

export interface RenewalRequest {
  idempotencyKey: string
  customerRef: string
  subscriptionRef: string | null
  cardToken: string
  amountCents: number
  description: string
  /** The customer's address, when a customer asked for the charge (a plan upgrade). */
  remoteIp?: string
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

/** What the provider creates for us, each found again by the reference we gave it. */
export type CreationKind = 'customer' | 'subscription' | 'charge'

export interface CreatedThing {
  ref: string
  /** A charge's status, as ours would read. */
  status?: PaymentStatus
}

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
  /**
   * Withdraws a charge not paid yet (a Pix code replaced, a subscription cancelled), so it can
   * no longer be paid; 'already-paid' when the payer was faster (the money then goes back).
   */
  cancelCharge(paymentRef: string): Promise<'canceled' | 'already-paid'>
  /**
   * What a creation with our reference made at the provider, if anything (a customer, a
   * subscription, a charge with its status): how a creation whose answer was lost is found
   * when nobody retries it.
   */
  findCreated(kind: CreationKind, reference: string): Promise<CreatedThing | undefined>
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

/** The provider understood the request and refused it (a card it will not charge, say). */
export class GatewayRefusedError extends Error {
  override name = 'GatewayRefusedError'
}

/**
 * The same creation is under way in another request or process, or a call that made it lost
 * its answer a moment ago (the provider may still be working on it): try again in a minute.
 */
export class GatewayBusyError extends GatewayUnavailableError {
  override name = 'GatewayBusyError'
}
