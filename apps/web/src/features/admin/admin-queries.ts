import { ADMIN_ROWS } from '@atendimento/domain/contract/rows/admin-rows'
import type {
  AdminPlanInput,
  AuditListQuery,
  CustomerDetail,
  CustomerListQuery,
} from '@atendimento/domain/schemas/admin'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { fetchAnswer, fetchApi } from '../../api/call-api.ts'
import { consoleKeys } from '../../api/query-keys.ts'
import { useRepeatSafeMutation } from '../../api/repeat-safe-mutation.ts'
import { useSignedIn } from '../auth/use-signed-in.ts'
import { planKeys } from '../plans/plan-keys.ts'

// The console's server state: one query factory per list, keyed so an action refreshes exactly
// what it changed. Every call carries the operator's token; the rows check the role.

export const adminKeys = {
  all: consoleKeys.all,
  overview: () => ['admin', 'overview'] as const,
  customers: (query: CustomerListQuery) => ['admin', 'customers', query] as const,
  customer: (id: string) => ['admin', 'customer', id] as const,
  plans: () => ['admin', 'plans'] as const,
  audit: (query: AuditListQuery) => ['admin', 'audit', query] as const,
  reconciliation: (page: number) => ['admin', 'reconciliation', page] as const,
}

export const overviewQuery = (token: string) =>
  queryOptions({
    queryKey: adminKeys.overview(),
    queryFn: () => fetchApi(ADMIN_ROWS.adminOverview, { token }),
  })

/** Query values as the API reads them: text, and nothing for what is not set. */
function asQuery<T extends object>(query: T): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  )
}

export const customersQuery = (token: string, query: CustomerListQuery) =>
  queryOptions({
    queryKey: adminKeys.customers(query),
    queryFn: () => fetchApi(ADMIN_ROWS.adminListCustomers, { token, query: asQuery(query) }),
    // The previous page stays on screen while the next loads (no flash of an empty table).
    placeholderData: keepPreviousData,
  })

export const customerQuery = (token: string, id: string) =>
  queryOptions({
    queryKey: adminKeys.customer(id),
    queryFn: () => fetchApi(ADMIN_ROWS.adminGetCustomer, { token, params: { id } }),
  })

export const adminPlansQuery = (token: string) =>
  queryOptions({
    queryKey: adminKeys.plans(),
    queryFn: () => fetchApi(ADMIN_ROWS.adminListPlans, { token }),
  })

export const auditQuery = (token: string, query: AuditListQuery) =>
  queryOptions({
    queryKey: adminKeys.audit(query),
    queryFn: () => fetchApi(ADMIN_ROWS.adminListAudit, { token, query: asQuery(query) }),
    placeholderData: keepPreviousData,
  })

export const reconciliationQuery = (token: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.reconciliation(page),
    queryFn: () => fetchApi(ADMIN_ROWS.adminReconciliation, { token, query: asQuery({ page }) }),
    placeholderData: keepPreviousData,
  })

export type CustomerAction =
  | 'adminCancelSubscription'
  | 'adminReactivateSubscription'
  | 'adminRefundPayment'
  | 'adminResendEmail'

/**
 * One of the actions on a customer (cancel, reactivate, refund, resend). The answer is the
 * customer as it is now, put straight into their page; the figures, lists and audit log load
 * again.
 */
export function useCustomerAction(action: CustomerAction) {
  const { token } = useSignedIn()
  const queryClient = useQueryClient()
  return useRepeatSafeMutation({
    mutationFn: (id: string, idempotencyKey) =>
      fetchAnswer(ADMIN_ROWS[action], { token, params: { id }, idempotencyKey }),
    onSuccess: async ({ data }: { message: string; data: CustomerDetail }) => {
      // An erased account's page has no profile to key it by: it loads again with the rest.
      if (data.profile) queryClient.setQueryData(adminKeys.customer(data.profile._id), data)
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: adminKeys.all,
          predicate: (query) => !data.profile || query.queryKey[1] !== 'customer',
        }),
        // A cancel or refund frees or takes the customer's seats.
        queryClient.invalidateQueries({ queryKey: consoleKeys.devices }),
      ])
    },
  })
}

type PlanChange =
  | { kind: 'create'; input: AdminPlanInput }
  | { kind: 'update'; id: string; input: AdminPlanInput }
  | { kind: 'deactivate'; id: string }
  | { kind: 'delete'; id: string }

function sendPlanChange(token: string, change: PlanChange): Promise<{ message: string }> {
  switch (change.kind) {
    case 'create':
      return fetchAnswer(ADMIN_ROWS.adminCreatePlan, { token, body: change.input })
    case 'update':
      return fetchAnswer(ADMIN_ROWS.adminUpdatePlan, {
        token,
        params: { id: change.id },
        body: change.input,
      })
    case 'deactivate':
      return fetchAnswer(ADMIN_ROWS.adminDeactivatePlan, { token, params: { id: change.id } })
    case 'delete':
      return fetchAnswer(ADMIN_ROWS.adminDeletePlan, { token, params: { id: change.id } })
  }
}

/** A change to the plans: the console's lists and this tab's public plan lists load again. */
export function usePlanChange() {
  const { token } = useSignedIn()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: PlanChange) => sendPlanChange(token, change),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: planKeys.all }),
      ]),
  })
}
