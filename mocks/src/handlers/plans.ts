import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { adminPlans } from '../admin.ts'
import { mockEndpoint } from '../api-routes.ts'
import { failure, ok } from '../respond.ts'
import { store as defaultStore, type MockStore } from '../store.ts'

export const plansHandlers = (store: MockStore = defaultStore) => [
  // Public; `activeOnly=true` hides deactivated plans (true or false only); in the operators'
  // order, then cheapest first. The operators' position stays out of the public shape.
  mockEndpoint(store, 'listPlans', ({ input: { query } }) => {
    const activeOnly = query.activeOnly === 'true'
    const plans = adminPlans(store)
      .filter((plan) => !activeOnly || plan.active)
      .map(({ position: _position, subscribers: _subscribers, ...plan }) => plan)
    return ok(plans)
  }),
  mockEndpoint(store, 'getPlan', ({ input: { params } }) => {
    const plan = store.plans.find((candidate) => candidate._id === params.id)
    if (!plan) throw failure(404, API_MESSAGES.planNotFound)
    return ok(plan)
  }),
]
