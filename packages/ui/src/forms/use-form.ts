import { withoutFieldError } from '@atendimento/domain/schemas/issues'
import { useEffect, useRef, useState } from 'react'
import { focusFirstInvalid } from './focus-first-invalid.ts'
import { type StandardSchema, type Validation, validate } from './validate.ts'

export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>

/**
 * Values and errors of a presentational form: editing a field clears its error (the spec's
 * rule, from the domain's withoutFieldError); `check` runs a domain schema on submit, and a
 * failed submit (`check` or `fail`) moves focus to the first invalid field once it renders.
 * Attach `formRef` to the <form>.
 */
export function useForm<Values extends object>(
  initial: Values,
  initialErrors: FieldErrors<Values> = {},
) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors<Values>>(initialErrors)
  const formRef = useRef<HTMLFormElement>(null)
  // Counts failed submits: each one, even with the same errors, focuses again.
  const [failures, setFailures] = useState(0)

  useEffect(() => {
    if (failures > 0) focusFirstInvalid(formRef.current)
  }, [failures])

  const set =
    <Field extends keyof Values & string>(field: Field) =>
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

  const check = <Output>(
    schema: StandardSchema<Output>,
  ): Validation<Output, keyof Values & string> => {
    const result = validate<Output, keyof Values & string>(schema, values)
    if (result.success) setErrors({})
    else fail(result.errors)
    return result
  }

  /**
   * A field lost focus: show its own message from the schema, if it has one. A blank field is
   * left alone (tabbing through is not an error; submit says what is missing).
   */
  const blur = <Output>(
    field: keyof Values & string,
    schema: StandardSchema<Output>,
    extra?: (value: unknown) => string | null,
  ) => {
    const value = values[field as keyof Values]
    if (typeof value !== 'string' || value.trim() === '') return
    const result = validate<Output, keyof Values & string>(schema, values)
    const message = (result.success ? undefined : result.errors[field]) ?? extra?.(value) ?? null
    setErrors((current) => {
      const rest = withoutFieldError(
        current as Record<string, string>,
        field,
      ) as FieldErrors<Values>
      return message ? { ...rest, [field]: message } : rest
    })
  }

  return { values, setValues, errors, setErrors, set, check, fail, blur, formRef, failures }
}
