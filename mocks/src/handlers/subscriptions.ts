import { pixStatusRequestSchema } from '@atendimento/domain/schemas/pix'
import {
  createSubscriptionRequestSchema,
  subscribeWithSignupRequestSchema,
} from '@atendimento/domain/schemas/subscription'
import { http } from 'msw'
import { clashes, createAccount, deleteAccount, publicUser, startSession } from '../accounts.ts'
import { apiUrl } from '../api-routes.ts'
import {
  cancelSubscription,
  checkPix,
  listSubscriptions,
  ownSubscription,
  reactivateSubscription,
  subscribeWithCard,
  subscriptionView,
} from '../billing.ts'
import { MESSAGES } from '../messages.ts'
import { body, failure, ok, param, requireUser } from '../respond.ts'
import { store as defaultStore, type MockStore } from '../store.ts'

export const subscriptionsHandlers = (store: MockStore = defaultStore) => [
  // Anonymous checkout: the account and the first charge in one call.
  http.post(apiUrl('/subscription/:planId/user-data'), async ({ request, params }) => {
    const planId = param(params.planId)
    const { user: registration, payment } = await body(subscribeWithSignupRequestSchema, request)
    if (!store.plans.find((plan) => plan._id === planId)?.active) {
      throw failure(404, MESSAGES.planNotFound)
    }
    // A taken e-mail or document: a 409 that names neither (the API mails the address).
    if (clashes(store, registration)) throw failure(409, MESSAGES.signupNotPossible)
    const account = createAccount(store, registration)
    let charge: ReturnType<typeof subscribeWithCard>
    try {
      charge = subscribeWithCard(store, account, planId, payment.creditCard)
    } catch (error) {
      // Nothing was charged (a refused card, a plan or account clash): the account goes too, so
      // the same form can be sent again. An unanswered gateway may have charged: it stays.
      const status = error instanceof Response ? error.status : 500
      if ([402, 404, 409].includes(status)) deleteAccount(store, account.user._id)
      if (status === 502) throw failure(502, MESSAGES.signupKeptPaymentUnknown)
      throw error
    }
    const token = startSession(store, account.user._id, false)
    return ok(
      { token, user: publicUser(account.user), subscription: charge.subscription },
      MESSAGES.paymentApproved,
    )
  }),

  http.post(apiUrl('/subscription/pix/status'), async ({ request }) => {
    const { account } = requireUser(store, request)
    const { pixId } = await body(pixStatusRequestSchema, request)
    return ok(checkPix(store, account.user._id, pixId))
  }),

  http.get(apiUrl('/subscription'), ({ request }) => {
    const { account } = requireUser(store, request)
    return ok(listSubscriptions(store, account.user._id))
  }),

  http.post(apiUrl('/subscription/:planId'), async ({ request, params }) => {
    const { account } = requireUser(store, request)
    const payload = await body(createSubscriptionRequestSchema, request)
    const charge = subscribeWithCard(store, account, param(params.planId), payload.creditCard)
    return ok(charge.subscription, MESSAGES.paymentApproved)
  }),

  http.get(apiUrl('/subscription/:id'), ({ request, params }) => {
    const { account } = requireUser(store, request)
    const subscription = ownSubscription(store, account.user._id, param(params.id))
    return ok(subscriptionView(store, subscription))
  }),

  http.delete(apiUrl('/subscription/:id'), ({ request, params }) => {
    const { account } = requireUser(store, request)
    return ok(cancelSubscription(store, account.user._id, param(params.id)), MESSAGES.canceled)
  }),

  http.put(apiUrl('/subscription/:id/activate'), ({ request, params }) => {
    const { account } = requireUser(store, request)
    return ok(
      reactivateSubscription(store, account.user._id, param(params.id)),
      MESSAGES.reactivated,
    )
  }),
]
