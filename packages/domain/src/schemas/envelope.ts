import * as v from 'valibot'
import { TYPE_MESSAGES, textSchema } from './fields.ts'

/** Every successful answer: `{ message, data }`. */
export function successEnvelope<TSchema extends v.GenericSchema>(data: TSchema) {
  return v.object({ message: textSchema, data }, TYPE_MESSAGES.object)
}
export type SuccessEnvelope<T> = { message: string; data: T }

/** Every failed answer: `{ message }`, with the HTTP status telling what went wrong. */
export const failureEnvelopeSchema = v.object({ message: textSchema }, TYPE_MESSAGES.object)
export type FailureEnvelope = v.InferOutput<typeof failureEnvelopeSchema>
