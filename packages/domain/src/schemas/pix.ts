import * as v from 'valibot'
import { registerRequestSchema } from './auth.ts'
import { centsSchema, idSchema, isoTimestampSchema, TYPE_MESSAGES, textSchema } from './fields.ts'
import { subscriptionSchema } from './subscription.ts'
import { userSchema } from './user.ts'

export const PIX_STATUSES = ['pending', 'paid', 'expired', 'canceled'] as const
export type PixStatus = (typeof PIX_STATUSES)[number]

// POST /subscription/pix/status
export const pixStatusRequestSchema = v.object({ pixId: idSchema }, TYPE_MESSAGES.object)
export type PixStatusRequest = v.InferOutput<typeof pixStatusRequestSchema>

export const pixStatusResponseSchema = v.object(
  { pixId: idSchema, status: v.picklist(PIX_STATUSES, TYPE_MESSAGES.option) },
  TYPE_MESSAGES.object,
)
export type PixStatusResponse = v.InferOutput<typeof pixStatusResponseSchema>

/** A Pix charge as the payer needs it: the 'copia e cola' code (the QR code encodes it). */
export const pixChargeSchema = v.object(
  {
    pixId: idSchema,
    /** The BR Code (EMV, with its CRC16). */
    code: textSchema,
    amount: centsSchema,
    expiresAt: isoTimestampSchema,
  },
  TYPE_MESSAGES.object,
)
export type PixCharge = v.InferOutput<typeof pixChargeSchema>

// POST /subscription/{planId}/pix: a pending subscription and its Pix (or the same one again).
export const pixCheckoutResponseSchema = v.object(
  { subscription: subscriptionSchema, pix: pixChargeSchema },
  TYPE_MESSAGES.object,
)
export type PixCheckoutResponse = v.InferOutput<typeof pixCheckoutResponseSchema>

// POST /subscription/{planId}/user-data/pix: anonymous checkout paying with Pix.
export const pixSignupRequestSchema = v.object(
  { user: registerRequestSchema },
  TYPE_MESSAGES.object,
)
export type PixSignupRequest = v.InferOutput<typeof pixSignupRequestSchema>

export const pixSignupResponseSchema = v.object(
  { token: textSchema, user: userSchema, subscription: subscriptionSchema, pix: pixChargeSchema },
  TYPE_MESSAGES.object,
)
export type PixSignupResponse = v.InferOutput<typeof pixSignupResponseSchema>
