import { PLAN_ROWS } from '@atendimento/domain/contract/rows/plan-rows'
import { queryOptions } from '@tanstack/react-query'
import { fetchApi } from '../../api/call-api.ts'
import { planKeys } from '../plans/plan-keys.ts'

/** One plan by id (GET /plan/{id}), shared by the checkout's loader and screen. */
export const planQuery = (planId: string) =>
  queryOptions({
    queryKey: planKeys.detail(planId),
    queryFn: () => fetchApi(PLAN_ROWS.getPlan, { params: { id: planId } }),
  })
