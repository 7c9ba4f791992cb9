import { adminHandlers } from './handlers/admin.ts'
import { authHandlers } from './handlers/auth.ts'
import { cepHandlers } from './handlers/cep.ts'
import { ipLookupHandlers } from './handlers/ip-lookup.ts'
import { planChangeHandlers } from './handlers/plan-change.ts'
import { plansHandlers } from './handlers/plans.ts'
import { privacyHandlers } from './handlers/privacy.ts'
import { recurrencesHandlers } from './handlers/recurrences.ts'
import { subscriptionsHandlers } from './handlers/subscriptions.ts'
import { usersHandlers } from './handlers/users.ts'
import { store as defaultStore, type MockStore } from './store.ts'

/**
 * Every handler over one store, in the order msw tries them: each call of spec section 7
 * under any origin's `/api`, the public CEP service and its fallback, the IP lookup services.
 */
export function createHandlers(store: MockStore = defaultStore) {
  return [
    ...authHandlers(store),
    ...usersHandlers(store),
    ...privacyHandlers(store),
    ...plansHandlers(store),
    ...subscriptionsHandlers(store),
    ...planChangeHandlers(store),
    ...recurrencesHandlers(store),
    ...adminHandlers(store),
    ...cepHandlers(),
    ...ipLookupHandlers(),
  ]
}

/** Every handler, over the shared `store` (reset it with `resetStore()`). */
export const handlers = createHandlers()
