import * as v from 'valibot'
import {
  centsSchema,
  idSchema,
  isoTimestampSchema,
  LIST_LIMITS,
  listOf,
  TYPE_MESSAGES,
  textSchema,
} from './fields.ts'

/** 'scheduled': the first charge of a plan chosen for the next billing date (a downgrade). */
export const PAYMENT_STATUSES = [
  'paid',
  'pending',
  'failed',
  'canceled',
  'refunded',
  'scheduled',
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const paymentStatusSchema = v.picklist(PAYMENT_STATUSES, TYPE_MESSAGES.option)

export const PAYMENT_METHODS = ['credit_card', 'pix'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const paymentMethodSchema = v.picklist(PAYMENT_METHODS, TYPE_MESSAGES.option)

/** What is kept of a card: its brand and last four digits. */
export const savedCardSchema = v.object(
  {
    brand: textSchema,
    last4: v.pipe(textSchema, v.regex(/^\d{4}$/, TYPE_MESSAGES.text), v.examples(['4242'])),
  },
  TYPE_MESSAGES.object,
)
/** A payment made by a change of plan: the pro-rata upgrade, or the downgrade's first charge. */
export const PLAN_CHANGE_KINDS = ['upgrade', 'downgrade'] as const
export type PlanChangeKind = (typeof PLAN_CHANGE_KINDS)[number]

/** One billing of a subscription (a "recurrence" in the API's words). */
export const paymentSchema = v.object(
  {
    _id: idSchema,
    amount: centsSchema,
    planId: v.object({ _id: idSchema, name: textSchema }, TYPE_MESSAGES.object),
    billingDate: isoTimestampSchema,
    paidAt: v.nullable(isoTimestampSchema),
    status: paymentStatusSchema,
    // How it was paid ('Visa final 4444', 'Pix'); optional for servers older than the field.
    method: v.optional(paymentMethodSchema),
    card: v.optional(v.nullable(savedCardSchema)),
    /** Set when a change of plan made this payment; absent in older answers. */
    change: v.optional(v.nullable(v.picklist(PLAN_CHANGE_KINDS, TYPE_MESSAGES.option))),
  },
  TYPE_MESSAGES.object,
)
export type Payment = v.InferOutput<typeof paymentSchema>

export const paymentListSchema = listOf(paymentSchema, LIST_LIMITS.payments)

// GET /recurrence/user?status=paid|pending
export const paymentListQuerySchema = v.object(
  { status: v.optional(v.picklist(['paid', 'pending'], TYPE_MESSAGES.option)) },
  TYPE_MESSAGES.object,
)
export type PaymentListQuery = v.InferOutput<typeof paymentListQuerySchema>

// GET /recurrence/status/{id}
export const paymentStatusResponseSchema = v.object(
  { _id: idSchema, status: paymentStatusSchema },
  TYPE_MESSAGES.object,
)
export type PaymentStatusResponse = v.InferOutput<typeof paymentStatusResponseSchema>

// GET /recurrence/{id}/receipt: what the printable receipt shows.
export const receiptSchema = v.object(
  {
    paymentId: idSchema,
    planName: textSchema,
    amount: centsSchema,
    paidAt: isoTimestampSchema,
    method: paymentMethodSchema,
    card: v.nullable(savedCardSchema),
    periodStart: isoTimestampSchema,
    periodEnd: isoTimestampSchema,
    customer: v.object({ name: textSchema, email: textSchema }, TYPE_MESSAGES.object),
    company: v.object({ name: textSchema, cnpj: textSchema }, TYPE_MESSAGES.object),
  },
  TYPE_MESSAGES.object,
)
export type Receipt = v.InferOutput<typeof receiptSchema>
