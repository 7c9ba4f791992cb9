import * as v from 'valibot'
import { maxText, TEXT_LIMITS } from './fields.ts'

/** The message of every 'Confirmar senha' that does not repeat its password. */
export const PASSWORD_MISMATCH_MESSAGE = 'As senhas não coincidem'

/**
 * The one rule behind every 'Confirmar senha' (registration, the checkout's signup, a new
 * password by code or in the dashboard): the confirmation repeats the password exactly.
 */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation
}

/** What 'Confirmar senha' says while it is typed: nothing until something is typed. */
export function confirmationMessage(password: string, confirmation: string): string | undefined {
  return confirmation !== '' && !passwordsMatch(password, confirmation)
    ? PASSWORD_MISMATCH_MESSAGE
    : undefined
}

/**
 * The confirmation field of a form schema (blank reads as a mismatch, not as missing). Bounded
 * loosely (any text's limit): a confirmation as long as a refused password gets only that one's
 * message.
 */
export const confirmationField = () =>
  v.optional(v.pipe(v.string(PASSWORD_MISMATCH_MESSAGE), maxText(TEXT_LIMITS.text)), '')

/**
 * A form schema whose `confirm` field must repeat its `password` field; the message lands on
 * `confirm`, where the person types it.
 */
export function withConfirmation<
  TEntries extends v.ObjectEntries,
  const TPassword extends keyof TEntries & string,
  const TConfirm extends keyof TEntries & string,
>(
  schema: v.ObjectSchema<TEntries, v.ErrorMessage<v.ObjectIssue> | undefined>,
  password: TPassword,
  confirm: TConfirm,
) {
  type Output = v.InferOutput<v.ObjectSchema<TEntries, undefined>>
  return v.pipe(
    schema,
    v.rawCheck<Output>(({ dataset, addIssue }) => {
      // As valibot's partialCheck: checked even when other fields failed, not when these did.
      const failed = dataset.issues?.some((issue) =>
        [password, confirm].some((key) => key === issue.path?.[0]?.key),
      )
      const value = dataset.value as Record<string, unknown> | null
      const [typed, repeated] = [value?.[password], value?.[confirm]]
      if (failed || !value || typeof typed !== 'string' || typeof repeated !== 'string') return
      if (passwordsMatch(typed, repeated)) return
      addIssue({
        message: PASSWORD_MISMATCH_MESSAGE,
        path: [{ type: 'object', origin: 'value', input: value, key: confirm, value: repeated }],
      })
    }),
  )
}
