import * as v from 'valibot'
import { stripBidiControls } from '../bidi.ts'

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
  tooLarge: 'O valor passa do máximo aceito (R$ 1.000.000,00)',
} as const

/**
 * The longest text any field takes (also what the API refuses in any string of a request, and
 * well under what a PostgreSQL index holds). Fields that are naturally shorter say so below.
 */
export const MAX_TEXT_LENGTH = 1000
export const TEXT_TOO_LONG_MESSAGE = 'Texto longo demais: cada campo aceita até 1.000 caracteres.'

/** A field's longest text, and how a refusal names it. */
export interface TextLimit {
  label: string
  max: number
  /** The refusal, where the field's own 'invalid' text says it better than a length would. */
  message?: string
}

/**
 * How long each kind of text may be: room for every real value, and nothing a person would
 * type by accident. An e-mail address is at most 254 characters (RFC 5321's 256-octet path,
 * less its angle brackets); masked documents, phones and CEPs with their punctuation.
 */
export const TEXT_LIMITS = {
  id: { label: 'Identificador', max: 64 },
  name: { label: 'Nome', max: 120 },
  email: { label: 'E-mail', max: 254 },
  phone: { label: 'Telefone', max: 20 },
  document: { label: 'CPF ou CNPJ', max: 20 },
  cep: { label: 'CEP', max: 10 },
  street: { label: 'Endereço', max: 160 },
  addressNumber: { label: 'Número', max: 20 },
  complement: { label: 'Complemento', max: 100 },
  neighborhood: { label: 'Bairro', max: 100 },
  city: { label: 'Cidade', max: 100 },
  planName: { label: 'Nome do plano', max: 80 },
  planDescription: { label: 'Descrição do plano', max: 500 },
  feature: { label: 'Recurso', max: 160 },
  token: { label: 'Token', max: 200 },
  search: { label: 'Busca', max: 100 },
  text: { label: 'Texto', max: MAX_TEXT_LENGTH },
} as const satisfies Record<string, TextLimit>

/**
 * How many items a list of an answer or a request holds at most: the server never sends more
 * (it cuts lists no person could read to the end), and refuses a request with more.
 */
export const LIST_LIMITS = {
  plans: 100,
  planFeatures: 20,
  /** An account's subscriptions, cancelled ones included. */
  subscriptions: 500,
  /** An account's payments: monthly renewals for four centuries. */
  payments: 5000,
  emails: 5000,
  /** A page of the operator console (ADMIN_PAGE_SIZE). */
  page: 20,
  days: 31,
  operators: 1000,
  /** An account's computers, the disconnected ones too. */
  devices: 500,
  /** The app versions the console's overview counts, the most common first. */
  versions: 50,
} as const

/** A list of `item`, at most `max` long. */
export function listOf<TItem extends v.GenericSchema>(item: TItem, max: number) {
  return v.pipe(
    v.array(item, TYPE_MESSAGES.list),
    v.maxLength(max, `Lista longa demais: no máximo ${max} itens`),
  )
}

/** `max` characters at most, refused with a text that names the field. */
export function maxText({ label, max, message }: TextLimit) {
  const refusal =
    message ??
    (max === MAX_TEXT_LENGTH ? TEXT_TOO_LONG_MESSAGE : `${label}: no máximo ${max} caracteres`)
  return v.maxLength<string, number, string>(max, refusal)
}

/** Any text of an answer or a request: at most MAX_TEXT_LENGTH characters. */
export const textSchema = v.pipe(v.string(TYPE_MESSAGES.text), maxText(TEXT_LIMITS.text))
export const booleanSchema = v.boolean(TYPE_MESSAGES.boolean)

export const idSchema = v.pipe(
  v.string(TYPE_MESSAGES.text),
  v.nonEmpty(TYPE_MESSAGES.text),
  maxText(TEXT_LIMITS.id),
)

/** Path parameter `{id}` or `{planId}`. */
export const idParamSchema = v.object({ id: idSchema }, TYPE_MESSAGES.object)
export const planIdParamSchema = v.object({ planId: idSchema }, TYPE_MESSAGES.object)

/** R$ 1.000.000,00: more than any price or charge of ours, and a number every column holds. */
export const MAX_CENTS = 100_000_000

/** Integer cents from 0 to `max`, refused above it with `tooLarge`. */
export function centsUpTo(max: number, tooLarge: string = AMOUNT_MESSAGES.tooLarge) {
  return v.pipe(
    v.number(TYPE_MESSAGES.number),
    v.integer(AMOUNT_MESSAGES.cents),
    v.minValue(0, AMOUNT_MESSAGES.negative),
    v.maxValue(max, tooLarge),
  )
}

/** Integer cents: 3490 is R$ 34,90. */
export const centsSchema = centsUpTo(MAX_CENTS)

/** A sum of many amounts (revenue, MRR), in cents: only a safe integer bounds it. */
export const totalCentsSchema = centsUpTo(Number.MAX_SAFE_INTEGER)

/** How many of something there are (customers, pages, a place in a list). */
export const countSchema = v.pipe(
  v.number(TYPE_MESSAGES.number),
  v.integer(TYPE_MESSAGES.number),
  v.minValue(0, TYPE_MESSAGES.number),
  v.maxValue(Number.MAX_SAFE_INTEGER, TYPE_MESSAGES.number),
)

/** A date-time as JSON writes it, e.g. 2024-12-15T13:00:00.000Z. */
export const isoTimestampSchema = v.pipe(
  v.string(TYPE_MESSAGES.date),
  v.maxLength(32, TYPE_MESSAGES.date),
  v.isoTimestamp(TYPE_MESSAGES.date),
)

/** A calendar date, YYYY-MM-DD, that exists (2024-02-30 is refused). */
export const isoDateSchema = v.pipe(
  v.string(TYPE_MESSAGES.date),
  v.maxLength(10, TYPE_MESSAGES.date),
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
 * A valibot action that drops the invisible direction controls (bidi.ts), like `v.trim()` drops
 * spaces. An action of its own rather than a `v.transform`: the OpenAPI document describes a
 * pipe up to its first `transform`, and the rules after this one (a text's minimum length) must
 * still be described.
 */
export function stripBidi(): v.BaseTransformation<string, string, never> & {
  readonly type: 'strip_bidi_controls'
} {
  return {
    kind: 'transformation',
    type: 'strip_bidi_controls',
    reference: stripBidi,
    async: false,
    '~run'(dataset) {
      dataset.value = stripBidiControls(dataset.value)
      return dataset
    },
  }
}

/**
 * What a person types into a free-text field (a name, an address, a plan's text): the invisible
 * direction controls are dropped first, so no field can make a name read otherwise in the
 * console or an e-mail; then the field's length limit. The form, the API and the mocks all
 * parse with these schemas.
 */
export function plainText(
  message: string = TYPE_MESSAGES.text,
  limit: TextLimit = TEXT_LIMITS.text,
) {
  return v.pipe(v.string(message), stripBidi(), maxText(limit))
}

/**
 * Trimmed text that may not be blank (direction controls dropped, see plainText). A missing key
 * reads as blank, so it gets the field's own message instead of the object's generic one.
 */
export function requiredText(message: string, limit: TextLimit = TEXT_LIMITS.text) {
  return firstIssueOnly(
    v.pipe(
      v.optional(v.string(message), ''),
      stripBidi(),
      v.trim(),
      v.nonEmpty(message),
      maxText(limit),
    ),
  )
}

/** Optional text: direction controls dropped, trimmed, and blank reads as absent. */
export function optionalText(limit: TextLimit = TEXT_LIMITS.text) {
  return v.pipe(
    v.optional(v.pipe(v.string(TYPE_MESSAGES.text), stripBidi(), v.trim(), maxText(limit))),
    v.transform(blankToUndefined),
  )
}

export function emailField(requiredMessage: string = EMAIL_MESSAGES.required) {
  return firstIssueOnly(
    v.pipe(
      requiredText(requiredMessage, TEXT_LIMITS.email),
      v.email(EMAIL_MESSAGES.invalid),
      v.toLowerCase(),
    ),
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
