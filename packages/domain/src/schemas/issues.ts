import type * as v from 'valibot'

/** One readable line per problem, for logs and command-line tools. */
export function formatIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = issue.path?.map((item) => String(item.key)).join('.')
      return path ? `${path}: ${issue.message}` : issue.message
    })
    .join('\n')
}

/** The first message of each top-level field, the way a form shows one error under a field. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const field = issue.path?.[0]?.key
    const name = field === undefined ? '' : String(field)
    errors[name] ??= issue.message
  }
  return errors
}

/** The spec clears a field's error as soon as that field is edited. */
export function withoutFieldError(
  errors: Readonly<Record<string, string>>,
  field: string,
): Record<string, string> {
  const { [field]: _cleared, ...rest } = errors
  return rest
}
