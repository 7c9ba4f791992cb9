import * as v from 'valibot'
import { MAX_TEXT_LENGTH } from '../schemas/fields.ts'
import { API_MESSAGES, invalidField } from './messages.ts'

/**
 * What no schema checks and the database refuses: a NUL character (PostgreSQL text cannot hold
 * one) or a text too long to index. Looked for in every string of the input, however deep.
 */
export function unstorableText(value: unknown): string | undefined {
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const item = pending.pop()
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return API_MESSAGES.invalidCharacter
      if (item.length > MAX_TEXT_LENGTH) return API_MESSAGES.textTooLong
    } else if (item && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) pending.push(key, inner)
    }
  }
  return undefined
}

/**
 * The pt-BR text of a schema issue. Valibot's built-in texts are English; the domain schemas
 * give pt-BR ones for every rule a person can break, so an English text means a payload no form
 * of ours sends, and the answer names the field instead.
 */
export function issueMessage(issue: v.BaseIssue<unknown> | undefined): string {
  if (!issue) return API_MESSAGES.invalidData
  if (!issue.message.startsWith('Invalid ')) return issue.message
  const path = issue.path?.map((item) => String(item.key)).join('.')
  return path ? invalidField(path) : API_MESSAGES.invalidData
}

export type RequestCheck<T> = { success: true; output: T } | { success: false; message: string }

/** A request's body, query or path parameters checked with its schema: the value or the 400 text. */
export function checkRequest<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
): RequestCheck<v.InferOutput<TSchema>> {
  const unstorable = unstorableText(value)
  if (unstorable) return { success: false, message: unstorable }
  const result = v.safeParse(schema, value, { abortPipeEarly: true })
  if (result.success) return { success: true, output: result.output }
  return { success: false, message: issueMessage(result.issues[0]) }
}

/**
 * `checkRequest` for a server: a refusal is thrown as whatever the server answers a 400 with
 * (the API an HTTPException, the mocks a Response), built by `refuse`.
 */
export function parseOr400<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
  refuse: (message: string) => unknown,
): v.InferOutput<TSchema> {
  const checked = checkRequest(schema, value)
  if (checked.success) return checked.output
  throw refuse(checked.message)
}
