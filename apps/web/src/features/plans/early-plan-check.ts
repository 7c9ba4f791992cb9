import { API_TIMEOUT_MS } from '@atendimento/domain/constants'
import { samePlanCards } from '@atendimento/domain/plan-cards'
import type { Plan } from '@atendimento/domain/schemas/plan'
import { API_BASE_URL } from '../../api/api-base-url.ts'
import { readDehydratedState } from '../shell/dehydrated-state.ts'
import { planKeys } from './plan-keys.ts'

/** The plans the page was prerendered with (its dehydrated query state), if any. */
function prerenderedPlans(): Plan[] | undefined {
  try {
    const key = JSON.stringify(planKeys.active())
    const found = readDehydratedState()?.queries.find(
      (query) => JSON.stringify(query.queryKey) === key,
    )
    return Array.isArray(found?.state.data) ? (found.state.data as Plan[]) : undefined
  } catch {
    return undefined
  }
}

/**
 * Whether the plan cards the prerendered page shows are still the plans on sale: one plain
 * request (the list answers with an ETag, so a repeat visit gets a 304), no app needed. False
 * when the page carries no plans or the answer does not come: the app then loads them.
 */
export async function prerenderedPlansAreCurrent(): Promise<boolean> {
  const shown = prerenderedPlans()
  if (!shown) return false
  try {
    const response = await fetch(`${API_BASE_URL}/plan?activeOnly=true`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    })
    if (!response.ok) return false
    const body: { data?: unknown } = await response.json()
    return samePlanCards(shown, body.data)
  } catch {
    return false
  }
}
