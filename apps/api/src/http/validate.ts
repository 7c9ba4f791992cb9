import { HTTPException } from 'hono/http-exception'
import { validator } from 'hono/validator'
import * as v from 'valibot'

export const MALFORMED_JSON = 'O corpo da requisição não é um JSON válido.'
export const INVALID_CHARACTER = 'O texto enviado contém um caractere inválido.'
/** Longer than any field a form of ours sends; also well under what a PostgreSQL index holds. */
export const MAX_TEXT_LENGTH = 1000
export const TEXT_TOO_LONG = 'Texto longo demais: cada campo aceita até 1.000 caracteres.'

/**
 * What no schema checks and the database refuses: a NUL character (PostgreSQL text cannot hold
 * one) or a text too long to index. Looked for in every string of the input, however deep.
 */
function unstorableText(value: unknown): string | undefined {
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const item = pending.pop()
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return INVALID_CHARACTER
      if (item.length > MAX_TEXT_LENGTH) return TEXT_TOO_LONG
    } else if (item && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) pending.push(key, inner)
    }
  }
  return undefined
}

// Valibot's built-in texts are English; the domain schemas give pt-BR ones for every rule a
// person can break, so an English text means a payload no form of ours sends.
function messageOf(issue: v.BaseIssue<unknown>): string {
  if (!issue.message.startsWith('Invalid ')) return issue.message
  const path = issue.path?.map((item) => String(item.key)).join('.')
  return path ? `Campo inválido: ${path}` : 'Dados inválidos.'
}

/** Parses with a domain schema; a failure is a 400 whose message is the first issue's. */
export function parseOr400<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
): v.InferOutput<TSchema> {
  const unstorable = unstorableText(value)
  if (unstorable) throw new HTTPException(400, { message: unstorable })
  const result = v.safeParse(schema, value, { abortPipeEarly: true })
  if (result.success) return result.output
  throw new HTTPException(400, { message: messageOf(result.issues[0]) })
}

/** The JSON body, validated by a domain schema (a missing or non-JSON body reads as `{}`). */
export const jsonBody = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  validator('json', (value) => parseOr400(schema, value))

export const queryParams = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  validator('query', (value) => parseOr400(schema, value))
