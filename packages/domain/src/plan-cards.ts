import type { Plan } from './schemas/plan.ts'

/** What a plan card draws of a plan (PlanCard and its 'Assinar Agora' link). */
const CARD_FIELDS = ['_id', 'name', 'description', 'price', 'billingCycleDays', 'features'] as const

const cardOf = (plan: unknown) =>
  JSON.stringify(
    CARD_FIELDS.map((field) =>
      typeof plan === 'object' && plan !== null ? (plan as Record<string, unknown>)[field] : null,
    ),
  )

/**
 * Whether `live` (an answer of GET /plan, not yet checked) draws the very cards `shown` does,
 * in the same order: fields no card shows may differ.
 */
export function samePlanCards(shown: readonly Plan[], live: unknown): boolean {
  if (!Array.isArray(live) || live.length !== shown.length) return false
  return shown.every((plan, index) => cardOf(plan) === cardOf(live[index]))
}
