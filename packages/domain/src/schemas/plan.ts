import * as v from 'valibot'
import { booleanSchema, centsSchema, idSchema, TYPE_MESSAGES, textSchema } from './fields.ts'

export const PLAN_MESSAGES = {
  name: 'Nome do plano é obrigatório',
  cycle: 'O ciclo de cobrança deve ser um número inteiro de dias, a partir de 1',
} as const

export const planSchema = v.object(
  {
    _id: idSchema,
    name: v.pipe(v.string(PLAN_MESSAGES.name), v.nonEmpty(PLAN_MESSAGES.name)),
    description: textSchema,
    /** Integer cents: 4990 is R$ 49,90. */
    price: centsSchema,
    billingCycleDays: v.pipe(
      v.number(PLAN_MESSAGES.cycle),
      v.integer(PLAN_MESSAGES.cycle),
      v.minValue(1, PLAN_MESSAGES.cycle),
    ),
    features: v.array(textSchema, TYPE_MESSAGES.list),
    active: booleanSchema,
  },
  TYPE_MESSAGES.object,
)
export type Plan = v.InferOutput<typeof planSchema>

export const planListSchema = v.array(planSchema, TYPE_MESSAGES.list)

/** What the plans CLI accepts: a plan, with the id optional for a new one. */
export const planUpsertSchema = v.object(
  {
    ...planSchema.entries,
    _id: v.optional(planSchema.entries._id),
    active: v.optional(booleanSchema, true),
  },
  TYPE_MESSAGES.object,
)
export type PlanUpsert = v.InferOutput<typeof planUpsertSchema>

/** GET /plan?activeOnly=true: the flag arrives as query text. */
export const planListQuerySchema = v.object(
  { activeOnly: v.optional(v.picklist(['true', 'false'], TYPE_MESSAGES.option)) },
  TYPE_MESSAGES.object,
)
export type PlanListQuery = v.InferOutput<typeof planListQuerySchema>
