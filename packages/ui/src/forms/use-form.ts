import { withoutFieldError } from '@atendimento/domain/schemas/issues'
import { useState } from 'react'
import { type StandardSchema, type Validation, validate } from './validate.ts'

export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>

/**
 * Values and errors of a presentational form: editing a field clears its error (the spec's
 * rule, from the domain's withoutFieldError); `check` runs a domain schema on submit.
 */
export function useForm<Values extends object>(
  initial: Values,
  initialErrors: FieldErrors<Values> = {},
) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors<Values>>(initialErrors)

  const set =
    <Field extends keyof Values & string>(field: Field) =>
    (value: Values[Field]) => {
      setValues((current) => ({ ...current, [field]: value }))
      setErrors(
        (current) =>
          withoutFieldError(current as Record<string, string>, field) as FieldErrors<Values>,
      )
    }

  const check = <Output>(
    schema: StandardSchema<Output>,
  ): Validation<Output, keyof Values & string> => {
    const result = validate<Output, keyof Values & string>(schema, values)
    setErrors(result.success ? {} : result.errors)
    return result
  }

  return { values, setValues, errors, setErrors, set, check }
}
