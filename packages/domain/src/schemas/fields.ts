import * as v from 'valibot'

// Building blocks shared by every schema. Type errors get pt-BR messages too, since the API
// answers them in its `{ message }` 400 and a person may read them.

export const TYPE_MESSAGES = {
  object: 'Dados inválidos',
  text: 'Texto inválido',
  number: 'Número inválido',
  boolean: 'Valor inválido',
  list: 'Lista inválida',
  option: 'Opção inválida',
  date: 'Data inválida',
} as const

export const EMAIL_MESSAGES = {
  required: 'Email é obrigatório',
  invalid: 'Email inválido',
} as const

export const AMOUNT_MESSAGES = {
  cents: 'O valor deve estar em centavos (número inteiro)',
  negative: 'O valor não pode ser negativo',
} as const

export const textSchema = v.string(TYPE_MESSAGES.text)
export const booleanSchema = v.boolean(TYPE_MESSAGES.boolean)

export const idSchema = v.pipe(v.string(TYPE_MESSAGES.text), v.nonEmpty(TYPE_MESSAGES.text))

/** Path parameter `{id}` or `{planId}`. */
export const idParamSchema = v.object({ id: idSchema }, TYPE_MESSAGES.object)
export const planIdParamSchema = v.object({ planId: idSchema }, TYPE_MESSAGES.object)

/** Integer cents: 3490 is R$ 34,90. */
export const centsSchema = v.pipe(
  v.number(TYPE_MESSAGES.number),
  v.integer(AMOUNT_MESSAGES.cents),
  v.minValue(0, AMOUNT_MESSAGES.negative),
)

/** A date-time as JSON writes it, e.g. 2024-12-15T13:00:00.000Z. */
export const isoTimestampSchema = v.pipe(
  v.string(TYPE_MESSAGES.date),
  v.isoTimestamp(TYPE_MESSAGES.date),
)

/** A calendar date, YYYY-MM-DD, that exists (2024-02-30 is refused). */
export const isoDateSchema = v.pipe(
  v.string(TYPE_MESSAGES.date),
  v.isoDate(TYPE_MESSAGES.date),
  v.check(isRealDate, TYPE_MESSAGES.date),
)

/**
 * Stops a field at its first problem, so a blank e-mail says 'Email é obrigatório' and not
 * also 'Email inválido': one field, one message.
 */
export function firstIssueOnly<TSchema extends v.GenericSchema>(schema: TSchema): TSchema {
  return v.config(schema, { abortPipeEarly: true })
}

/**
 * Trimmed text that may not be blank. A missing key reads as blank, so it gets the field's own
 * message instead of the object's generic one.
 */
export function requiredText(message: string) {
  return firstIssueOnly(v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message)))
}

/** Optional text: trimmed, and blank reads as absent. */
export function optionalText() {
  return v.pipe(v.optional(textSchema), v.transform(blankToUndefined))
}

export function emailField(requiredMessage: string = EMAIL_MESSAGES.required) {
  return firstIssueOnly(
    v.pipe(requiredText(requiredMessage), v.email(EMAIL_MESSAGES.invalid), v.toLowerCase()),
  )
}

/** Drops keys whose value is undefined, so absent optional fields are not sent at all. */
export function omitUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T
}

function blankToUndefined(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed === '' ? undefined : trimmed
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}
