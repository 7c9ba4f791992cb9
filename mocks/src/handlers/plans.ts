import { planListQuerySchema } from '@atendimento/domain/schemas/plan'
import { http } from 'msw'
import { apiUrl } from '../api-routes.ts'
import { MESSAGES } from '../messages.ts'
import { failure, ok, param, parseOr400, queryOf } from '../respond.ts'
import { store as defaultStore, type MockStore } from '../store.ts'

export const plansHandlers = (store: MockStore = defaultStore) => [
  // Public; `activeOnly=true` hides deactivated plans (true or false only); cheapest first.
  http.get(apiUrl('/plan'), ({ request }) => {
    const activeOnly = parseOr400(planListQuerySchema, queryOf(request)).activeOnly === 'true'
    const plans = store.plans
      .filter((plan) => !activeOnly || plan.active)
      .toSorted((a, b) => a.price - b.price || a.name.localeCompare(b.name))
    return ok(plans)
  }),
  http.get(apiUrl('/plan/:id'), ({ params }) => {
    const plan = store.plans.find((candidate) => candidate._id === param(params.id))
    if (!plan) throw failure(404, MESSAGES.planNotFound)
    return ok(plan)
  }),
]
