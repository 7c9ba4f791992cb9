import * as v from 'valibot'

// The part of an Asaas webhook we read (the provider's format, not one of our payloads).
// Unknown keys are allowed and dropped; Asaas adds fields over time.
export const asaasEventSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  event: v.string(),
  payment: v.optional(
    v.object({
      id: v.string(),
      status: v.string(),
      subscription: v.nullish(v.string()),
      externalReference: v.nullish(v.string()),
      value: v.number(),
      dueDate: v.nullish(v.string()),
      billingType: v.nullish(v.string()),
      creditCard: v.nullish(
        v.object({
          creditCardNumber: v.nullish(v.string()),
          creditCardBrand: v.nullish(v.string()),
        }),
      ),
    }),
  ),
})
export type AsaasEvent = v.InferOutput<typeof asaasEventSchema>
export type AsaasEventPayment = NonNullable<AsaasEvent['payment']>

/** Our answer to the provider: whether this event id was already processed. */
export const asaasEventAnswerSchema = v.object({ duplicate: v.boolean() })
