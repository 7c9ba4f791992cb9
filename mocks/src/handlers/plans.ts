import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { mockEndpoint } from '../api-routes.ts'
import { failure, ok } from '../respond.ts'
import { store as defaultStore, type MockStore } from '../store.ts'

export const plansHandlers = (store: MockStore = defaultStore) => [
  // Public; `activeOnly=true` hides deactivated plans (true or false only); cheapest first.
  mockEndpoint(store, 'listPlans', ({ input: { query } }) => {
    const activeOnly = query.activeOnly === 'true'
    const plans = store.plans
      .filter((plan) => !activeOnly || plan.active)
      .toSorted((a, b) => a.price - b.price || a.name.localeCompare(b.name))
    return ok(plans)
  }),
  mockEndpoint(store, 'getPlan', ({ input: { params } }) => {
    const plan = store.plans.find((candidate) => candidate._id === params.id)
    if (!plan) throw failure(404, API_MESSAGES.planNotFound)
    return ok(plan)
  }),
]
