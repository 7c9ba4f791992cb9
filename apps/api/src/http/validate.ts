import { parseOr400 as parseOrRefuse } from '@atendimento/domain/contract/parse-request'
import { HTTPException } from 'hono/http-exception'
import type * as v from 'valibot'

/** Parses with a domain schema; a failure is a 400 with the contract's pt-BR text. */
export function parseOr400<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
): v.InferOutput<TSchema> {
  return parseOrRefuse(schema, value, (message) => new HTTPException(400, { message }))
}
