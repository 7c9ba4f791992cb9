import { withoutFieldError } from '@atendimento/domain/schemas/issues'
import { useEffect, useRef, useState } from 'react'
import { focusFirstInvalid } from './focus-first-invalid.ts'
import { type StandardSchema, type Validation, validate } from './validate.ts'

export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>
type Name<Values> = keyof Values & string

/** One field of a form, bound once: what its control shows and what it reports back. */
export interface FieldBinding<Value = string> {
  /** The control's `name`. */
  name: string
  value: Value
  error: string | undefined
  onChange: (value: Value) => void
  /** Checks the field when it loses focus, on the fields the form checks then. */
  onBlur: (() => void) | undefined
}

export interface FormOptions<Values> {
  /** Errors to show from the start (a story, a review); each clears when its field is edited. */
  initialErrors?: FieldErrors<Values>
  /**
   * The fields whose own message shows as soon as they lose focus (a blank one is left alone:
   * tabbing through is not an error; submit says what is missing), from the form's schema.
   */
  checkOnBlur?: {
    schema: StandardSchema<unknown>
    fields: readonly Name<Values>[]
    /** A rule the schema cannot hold (the age needs today), for one field. */
    extra?: Partial<Record<Name<Values>, (value: unknown) => string | null>>
  }
}

/**
 * Values and errors of a presentational form: editing a field clears its error (the spec's
 * rule, from the domain's withoutFieldError); `check` runs a domain schema on submit, and a
 * failed submit (`check` or `fail`) moves focus to the first invalid field once it renders.
 * `field(name)` binds a control once (value, error, onChange, onBlur, name). Attach `formRef`
 * to the <form>.
 */
export function useForm<Values extends object>(initial: Values, options: FormOptions<Values> = {}) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors<Values>>(options.initialErrors ?? {})
  const formRef = useRef<HTMLFormElement>(null)
  // Counts failed submits: each one, even with the same errors, focuses again.
  const [failures, setFailures] = useState(0)

  useEffect(() => {
    if (failures > 0) focusFirstInvalid(formRef.current)
  }, [failures])

  const set =
    <Field extends Name<Values>>(field: Field) =>
    (value: Values[Field]) => {
      setValues((current) => ({ ...current, [field]: value }))
      setErrors(
        (current) =>
          withoutFieldError(current as Record<string, string>, field) as FieldErrors<Values>,
      )
    }

  /** A submit refused with these errors. */
  const fail = (next: FieldErrors<Values>) => {
    setErrors(next)
    setFailures((count) => count + 1)
  }

  const check = <Output>(schema: StandardSchema<Output>): Validation<Output, Name<Values>> => {
    const result = validate<Output, Name<Values>>(schema, values)
    if (result.success) setErrors({})
    else fail(result.errors)
    return result
  }

  /** A field lost focus: show its own message from the form's schema, if it has one. */
  const blur = (field: Name<Values>) => {
    const rules = options.checkOnBlur
    const value = values[field as keyof Values]
    if (!rules || typeof value !== 'string' || value.trim() === '') return
    const result = validate<unknown, Name<Values>>(rules.schema, values)
    const message =
      (result.success ? undefined : result.errors[field]) ?? rules.extra?.[field]?.(value) ?? null
    setErrors((current) => {
      const rest = withoutFieldError(
        current as Record<string, string>,
        field,
      ) as FieldErrors<Values>
      return message ? { ...rest, [field]: message } : rest
    })
  }

  const field = <Field extends Name<Values>>(name: Field): FieldBinding<Values[Field]> => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: set(name),
    onBlur: options.checkOnBlur?.fields.includes(name) ? () => blur(name) : undefined,
  })

  return { values, setValues, errors, setErrors, set, field, check, fail, blur, formRef, failures }
}
