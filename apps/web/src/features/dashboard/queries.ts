import { PAYMENT_ROWS } from '@atendimento/domain/contract/rows/payment-rows'
import { SUBSCRIPTION_ROWS } from '@atendimento/domain/contract/rows/subscription-rows'
import type { PaymentFilterId } from '@atendimento/domain/subscription'
import { PAYMENT_FILTERS } from '@atendimento/domain/subscription'
import {
  type QueryClient,
  type QueryKey,
  queryOptions,
  type UseQueryOptions,
  useQuery,
} from '@tanstack/react-query'
import { useEffect } from 'react'
import { fetchApi } from '../../api/call-api.ts'
import { accountKeys, consoleKeys } from '../../api/query-keys.ts'

/**
 * After a payment (card, or a Pix the status check found paid), a change of plan, a
 * cancellation or a reactivation: every list it changes loads again, the customer's (plans,
 * payments, receipts, seats) and the console's (figures, customers, audit), whichever this tab
 * holds.
 */
export function invalidateAccountLists(queryClient: QueryClient, userId: string) {
  return Promise.all(
    [
      accountKeys.subscriptions(userId),
      accountKeys.allPayments(userId),
      accountKeys.receipts(userId),
      accountKeys.devices(userId),
      consoleKeys.all,
      consoleKeys.devices,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  )
}

export const subscriptionsQuery = (token: string, userId: string) =>
  queryOptions({
    queryKey: accountKeys.subscriptions(userId),
    queryFn: () => fetchApi(SUBSCRIPTION_ROWS.listSubscriptions, { token }),
  })

export const paymentsQuery = (token: string, userId: string, filter: PaymentFilterId) =>
  queryOptions({
    queryKey: accountKeys.payments(userId, filter),
    queryFn: () => {
      const status = PAYMENT_FILTERS.find((item) => item.id === filter)?.status
      return fetchApi(PAYMENT_ROWS.listUserPayments, { token, query: { status } })
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
