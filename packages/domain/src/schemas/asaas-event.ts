import * as v from 'valibot'

// The part of an Asaas webhook we read (the provider's format, not one of our payloads).
// Unknown keys are allowed and dropped; Asaas adds fields over time.

/** Any text of Asaas's that we read: ids, names of events and statuses, dates. */
const asaasText = v.pipe(v.string(), v.maxLength(200))

export const asaasEventSchema = v.object({
  id: v.pipe(asaasText, v.nonEmpty()),
  event: asaasText,
  payment: v.optional(
    v.object({
      id: asaasText,
      status: asaasText,
      subscription: v.nullish(asaasText),
      externalReference: v.nullish(asaasText),
      value: v.number(),
      dueDate: v.nullish(asaasText),
      billingType: v.nullish(asaasText),
      creditCard: v.nullish(
        v.object({
          creditCardNumber: v.nullish(asaasText),
          creditCardBrand: v.nullish(asaasText),
        }),
      ),
    }),
  ),
  // SUBSCRIPTION_* events carry the subscription (its dates as dd/mm/aaaa: only the id is read).
  subscription: v.optional(v.object({ id: asaasText })),
})
export type AsaasEvent = v.InferOutput<typeof asaasEventSchema>
export type AsaasEventPayment = NonNullable<AsaasEvent['payment']>
export type AsaasEventSubscription = NonNullable<AsaasEvent['subscription']>

/** Our answer to the provider: whether this event id was already processed. */
export const asaasEventAnswerSchema = v.object({ duplicate: v.boolean() })
