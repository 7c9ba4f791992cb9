import { queryOptions } from '@tanstack/react-query'
import { getActivePlans } from '../../api/plans.ts'

export const activePlansQuery = () =>
  queryOptions({
    queryKey: ['plans', { activeOnly: true }],
    queryFn: async () => {
      const result = await getActivePlans()
      if (!result.success) throw new Error(result.message)
      return result.data
    },
  })
