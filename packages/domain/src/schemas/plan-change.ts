import * as v from 'valibot'
import { centsSchema, idSchema, isoTimestampSchema, TYPE_MESSAGES } from './fields.ts'
import { PLAN_CHANGE_KINDS } from './payment.ts'
import { planSchema } from './plan.ts'

/** /subscription/{id}/change/{planId}: the active subscription and the plan it moves to. */
export const planChangeParamsSchema = v.object(
  { id: idSchema, planId: idSchema },
  TYPE_MESSAGES.object,
)

/** What changing now would do (domain/plan-change.ts computes it on the server). */
export const planChangeQuoteSchema = v.object(
  {
    kind: v.picklist(PLAN_CHANGE_KINDS, TYPE_MESSAGES.option),
    /** Charged now: the pro-rata difference of an upgrade; 0 for a downgrade. */
    amount: centsSchema,
    /** When the new plan starts: now for an upgrade, the next billing date for a downgrade. */
    effectiveAt: isoTimestampSchema,
    /** The end of the period already paid (the next billing date). */
    periodEnd: isoTimestampSchema,
    plan: planSchema,
  },
  TYPE_MESSAGES.object,
)
export type PlanChangeQuoteView = v.InferOutput<typeof planChangeQuoteSchema>

/**
 * POST /subscription/{id}/change/{planId}: the amount the customer saw. The server charges its
 * own figure, never more than this one (time passing only lowers it).
 */
export const planChangeRequestSchema = v.object(
  { expectedAmount: centsSchema },
  TYPE_MESSAGES.object,
)
export type PlanChangeRequest = v.InferOutput<typeof planChangeRequestSchema>
