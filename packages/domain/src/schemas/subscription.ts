import * as v from 'valibot'
import { registerRequestSchema } from './auth.ts'
import { cardPaymentPayloadSchema } from './card.ts'
import {
  centsSchema,
  idSchema,
  isoTimestampSchema,
  LIST_LIMITS,
  listOf,
  TYPE_MESSAGES,
  textSchema,
} from './fields.ts'
import { paymentMethodSchema, savedCardSchema } from './payment.ts'
import { userSchema } from './user.ts'

export const SUBSCRIPTION_STATUSES = ['active', 'pending', 'trialing', 'canceled'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

export const subscriptionStatusSchema = v.picklist(SUBSCRIPTION_STATUSES, TYPE_MESSAGES.option)

/** The plan as a subscription carries it when the server populates the reference. */
export const subscriptionPlanSchema = v.object(
  { _id: idSchema, name: textSchema, price: centsSchema },
  TYPE_MESSAGES.object,
)
export type SubscriptionPlan = v.InferOutput<typeof subscriptionPlanSchema>

/** The plan a downgrade moves to, and from when it is billed. */
export const scheduledPlanSchema = v.object(
  { _id: idSchema, name: textSchema, price: centsSchema, effectiveAt: isoTimestampSchema },
  TYPE_MESSAGES.object,
)
export type ScheduledPlan = v.InferOutput<typeof scheduledPlanSchema>

export const subscriptionSchema = v.object(
  {
    _id: idSchema,
    planId: v.union([subscriptionPlanSchema, idSchema], TYPE_MESSAGES.object),
    status: subscriptionStatusSchema,
    nextBillingDate: v.nullable(isoTimestampSchema),
    created_at: isoTimestampSchema,
    canceledAt: v.nullable(isoTimestampSchema),
    // How renewals are paid, and the card they go to; optional for servers older than them.
    paymentMethod: v.optional(paymentMethodSchema),
    card: v.optional(v.nullable(savedCardSchema)),
    /** A downgrade waiting for the next billing date; absent in older answers. */
    scheduledPlan: v.optional(v.nullable(scheduledPlanSchema)),
  },
  TYPE_MESSAGES.object,
)
export type Subscription = v.InferOutput<typeof subscriptionSchema>

export const subscriptionListSchema = listOf(subscriptionSchema, LIST_LIMITS.subscriptions)

/** The populated plan, or null when the server sent only its id. */
export function subscriptionPlan(subscription: Subscription): SubscriptionPlan | null {
  return typeof subscription.planId === 'string' ? null : subscription.planId
}

export function subscriptionPlanId(subscription: Subscription): string {
  return typeof subscription.planId === 'string' ? subscription.planId : subscription.planId._id
}

// POST /subscription/{planId}: the card payment payload (card-payload in ./card.ts).
export const createSubscriptionRequestSchema = cardPaymentPayloadSchema
export type CreateSubscriptionRequest = v.InferOutput<typeof createSubscriptionRequestSchema>

// POST /subscription/{planId}/user-data: anonymous checkout signs up and subscribes at once.
export const subscribeWithSignupRequestSchema = v.object(
  { user: registerRequestSchema, payment: cardPaymentPayloadSchema },
  TYPE_MESSAGES.object,
)
export type SubscribeWithSignupRequest = v.InferOutput<typeof subscribeWithSignupRequestSchema>

export const subscribeWithSignupResponseSchema = v.object(
  { token: textSchema, user: userSchema, subscription: subscriptionSchema },
  TYPE_MESSAGES.object,
)
export type SubscribeWithSignupResponse = v.InferOutput<typeof subscribeWithSignupResponseSchema>
