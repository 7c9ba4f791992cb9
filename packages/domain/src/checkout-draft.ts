import * as v from 'valibot'

/**
 * What the checkout keeps in the tab's sessionStorage so a reload does not lose what was typed:
 * only what the address cannot hold, the signup step's fields (the step itself is in the URL,
 * `?etapa=`). Never a card field, and never the password (a page script could read it back):
 * those are typed again. Stored under CHECKOUT_DRAFT_KEY (storage-keys.ts).
 */
const DRAFT_FIELDS = [
  'name',
  'email',
  'document',
  'phone',
  'birthdate',
  'gender',
  'zipCode',
  'state',
  'city',
  'neighborhood',
  'address',
  'addressNumber',
  'complement',
] as const
type DraftField = (typeof DRAFT_FIELDS)[number]

const text = v.pipe(v.string(), v.maxLength(1000))

const draftSchema = v.object({
  planId: text,
  values: v.partial(v.object(Object.fromEntries(DRAFT_FIELDS.map((key) => [key, text])))),
  acceptedTerms: v.optional(v.boolean()),
})
export type CheckoutDraft = {
  planId: string
  values: Partial<Record<DraftField, string>>
  acceptedTerms?: boolean
}

/** The draft to store: only the listed fields, as text, whatever else the form holds. */
export function toDraft(planId: string, form: object): CheckoutDraft {
  const fields = form as Record<string, unknown>
  const values: Partial<Record<DraftField, string>> = {}
  for (const key of DRAFT_FIELDS) {
    const value = fields[key]
    if (typeof value === 'string' && value !== '') values[key] = value
  }
  return {
    planId,
    values,
    ...(typeof fields.acceptedTerms === 'boolean' && { acceptedTerms: fields.acceptedTerms }),
  }
}

/** The stored draft of this plan, or null (another plan's, unreadable or tampered with). */
export function readDraft(stored: string | null, planId: string): CheckoutDraft | null {
  if (!stored) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(stored)
  } catch {
    return null
  }
  const result = v.safeParse(draftSchema, parsed)
  if (!result.success || result.output.planId !== planId) return null
  return result.output as CheckoutDraft
}
