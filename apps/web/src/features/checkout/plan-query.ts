import { queryOptions } from '@tanstack/react-query'
import { getPlan } from '../../api/plan-detail.ts'
import { unwrap } from '../../api/request.ts'

/** One plan by id (GET /plan/{id}), shared by the checkout's loader and screen. */
export const planQuery = (planId: string) =>
  queryOptions({
    queryKey: ['plans', planId],
    queryFn: async () => unwrap(await getPlan(planId)),
  })
