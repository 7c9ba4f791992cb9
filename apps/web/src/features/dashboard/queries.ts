import type { PaymentFilterId } from '@atendimento/domain/subscription'
import { PAYMENT_FILTERS } from '@atendimento/domain/subscription'
import { type QueryKey, queryOptions, type UseQueryOptions, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { listPayments } from '../../api/recurrences.ts'
import { unwrap } from '../../api/request.ts'
import { listSubscriptions } from '../../api/subscriptions.ts'

/** The keys carry the user, so one person's lists never show for the next one. */
export const accountKeys = {
  subscriptions: (userId: string) => ['subscriptions', { userId }] as const,
  payments: (userId: string, filter: PaymentFilterId) => ['payments', { userId, filter }] as const,
}

export const subscriptionsQuery = (token: string, userId: string) =>
  queryOptions({
    queryKey: accountKeys.subscriptions(userId),
    queryFn: async () => unwrap(await listSubscriptions(token)),
  })

export const paymentsQuery = (token: string, userId: string, filter: PaymentFilterId) =>
  queryOptions({
    queryKey: accountKeys.payments(userId, filter),
    queryFn: async () => {
      const status = PAYMENT_FILTERS.find((item) => item.id === filter)?.status
      return unwrap(await listPayments(token, status))
    },
  })

/**
 * A dashboard list. A failed load is logged (spec section 8) and reported by `failed`: the
 * screen shows the error with 'Tentar novamente' (`retry`) in the list's place, never an empty
 * list that would read as "no plan" to a paying customer.
 */
export function useDashboardList<T, TKey extends QueryKey>(
  options: UseQueryOptions<T[], Error, T[], TKey>,
  what: string,
) {
  const query = useQuery(options)
  useEffect(() => {
    if (query.error) console.error(`Falha ao carregar ${what}:`, query.error)
  }, [query.error, what])
  return {
    items: query.data ?? [],
    loading: query.isPending && !query.isError,
    failed: query.isError,
    retrying: query.isFetching,
    retry: () => void query.refetch(),
    query,
  }
}
