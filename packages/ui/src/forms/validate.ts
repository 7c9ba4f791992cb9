import { fieldErrors } from '@atendimento/domain/schemas/issues'

// The domain's valibot schemas implement Standard Schema, so forms validate through
// `~standard` without the ui package importing valibot itself.
interface StandardIssue {
  readonly message: string
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined
}
type StandardResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: ReadonlyArray<StandardIssue> }

export interface StandardSchema<Output> {
  readonly '~standard': {
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>
  }
}

export type Validation<Output, Field extends string = string> =
  | { success: true; output: Output }
  | { success: false; errors: Partial<Record<Field, string>> }

/** Runs a domain schema on form values: the parsed output, or one message per field. */
export function validate<Output, Field extends string = string>(
  schema: StandardSchema<Output>,
  values: unknown,
): Validation<Output, Field> {
  const result = schema['~standard'].validate(values)
  if (result instanceof Promise) throw new Error('Form schemas must validate synchronously')
  if (!result.issues) return { success: true, output: result.value }
  const issues = result.issues.map((issue) => ({
    message: issue.message,
    path: issue.path?.map((segment) =>
      typeof segment === 'object' && segment !== null && 'key' in segment
        ? segment
        : { key: segment },
    ),
  }))
  return {
    success: false,
    errors: fieldErrors(issues as unknown as Parameters<typeof fieldErrors>[0]) as Partial<
      Record<Field, string>
    >,
  }
}
