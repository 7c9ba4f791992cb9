import { PLAN_ROWS } from '@atendimento/domain/contract/rows/plan-rows'
import { queryOptions } from '@tanstack/react-query'
import { fetchApi } from '../../api/call-api.ts'

/** The plans' query keys: every plan query starts with `planKeys.all`. */
export const planKeys = {
  all: ['plans'] as const,
  active: () => [...planKeys.all, { activeOnly: true }] as const,
  detail: (planId: string) => [...planKeys.all, planId] as const,
}

export const activePlansQuery = () =>
  queryOptions({
    queryKey: planKeys.active(),
    queryFn: () => fetchApi(PLAN_ROWS.listPlans, { query: { activeOnly: 'true' } }),
  })
