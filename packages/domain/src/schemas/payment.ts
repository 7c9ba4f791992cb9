import * as v from 'valibot'
import { centsSchema, idSchema, isoTimestampSchema, TYPE_MESSAGES, textSchema } from './fields.ts'

export const PAYMENT_STATUSES = ['paid', 'pending', 'failed', 'canceled', 'refunded'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const paymentStatusSchema = v.picklist(PAYMENT_STATUSES, TYPE_MESSAGES.option)

/** One billing of a subscription (a "recurrence" in the API's words). */
export const paymentSchema = v.object(
  {
    _id: idSchema,
    amount: centsSchema,
    planId: v.object({ _id: idSchema, name: textSchema }, TYPE_MESSAGES.object),
    billingDate: isoTimestampSchema,
    paidAt: v.nullable(isoTimestampSchema),
    status: paymentStatusSchema,
  },
  TYPE_MESSAGES.object,
)
export type Payment = v.InferOutput<typeof paymentSchema>

export const paymentListSchema = v.array(paymentSchema, TYPE_MESSAGES.list)

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
