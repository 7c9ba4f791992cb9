import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { mockEndpoint } from '../api-routes.ts'
import { changePlan, quoteChange } from '../plan-change.ts'
import { ok } from '../respond.ts'
import { store as defaultStore, type MockStore } from '../store.ts'

export const planChangeHandlers = (store: MockStore = defaultStore) => [
  mockEndpoint(store, 'quotePlanChange', ({ input: { params }, signedIn: { account } }) =>
    ok(
      quoteChange(store, account.user._id, params.id, params.planId),
      API_MESSAGES.planChangeQuoted,
    ),
  ),
  mockEndpoint(store, 'changePlan', ({ input: { params, body }, signedIn: { account } }) => {
    const { subscription, kind } = changePlan(store, account.user._id, {
      ...params,
      expectedAmount: body.expectedAmount,
    })
    const message =
      kind === 'upgrade' ? API_MESSAGES.planUpgraded : API_MESSAGES.planDowngradeScheduled
    return ok(subscription, message)
  }),
]
