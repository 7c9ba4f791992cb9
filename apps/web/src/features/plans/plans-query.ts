import { PLAN_ROWS } from '@atendimento/domain/contract/rows/plan-rows'
import { queryOptions } from '@tanstack/react-query'
import { fetchApi } from '../../api/call-api.ts'
import { planKeys } from './plan-keys.ts'

export const activePlansQuery = () =>
  queryOptions({
    queryKey: planKeys.active(),
    queryFn: () => fetchApi(PLAN_ROWS.listPlans, { query: { activeOnly: 'true' } }),
  })
