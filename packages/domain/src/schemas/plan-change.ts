import * as v from 'valibot'
import { centsSchema, idSchema, isoTimestampSchema, TYPE_MESSAGES } from './fields.ts'
import { PLAN_CHANGE_KINDS } from './payment.ts'
import { planSchema } from './plan.ts'

/** /subscription/{id}/change/{planId}: the active subscription and the plan it moves to. */
export const planChangeParamsSchema = v.object(
  { id: idSchema, planId: idSchema },
  TYPE_MESSAGES.object,
)

/** /subscription/{id}/change: the subscription whose scheduled change is undone. */
export const scheduledChangeParamsSchema = v.object({ id: idSchema }, TYPE_MESSAGES.object)

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
 * own figure, never more than this one (time passing only lowers it). Any number is read: one the
 * server did not quote for this change (1e20, a stale figure, a fraction) is answered 'O valor da
 * troca mudou', the same as any other, not a 400 that would tell the figures apart.
 */
export const planChangeRequestSchema = v.object(
  { expectedAmount: v.pipe(v.number(TYPE_MESSAGES.number), v.finite(TYPE_MESSAGES.number)) },
  TYPE_MESSAGES.object,
)
export type PlanChangeRequest = v.InferOutput<typeof planChangeRequestSchema>
