import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { clashes, createAccount, deleteAccount, publicUser, startSession } from '../accounts.ts'
import { mockEndpoint } from '../api-routes.ts'
import {
  cancelSubscription,
  checkPix,
  listSubscriptions,
  ownSubscription,
  reactivateSubscription,
  subscribeWithCard,
  subscribeWithPix,
  subscriptionView,
  updateCard,
} from '../billing.ts'
import { failure, ok } from '../respond.ts'
import { store as defaultStore, type MockStore } from '../store.ts'

export const subscriptionsHandlers = (store: MockStore = defaultStore) => [
  // Anonymous checkout: the account and the first charge in one call.
  mockEndpoint(store, 'subscribeWithSignup', ({ input: { params, body } }) => {
    const { planId } = params
    const { user: registration, payment } = body
    if (!store.plans.find((plan) => plan._id === planId)?.active) {
      throw failure(404, API_MESSAGES.planNotFound)
    }
    // A taken e-mail or document: a 409 that names neither (the API mails the address).
    if (clashes(store, registration)) throw failure(409, API_MESSAGES.signupNotPossible)
    const account = createAccount(store, registration)
    let charge: ReturnType<typeof subscribeWithCard>
    try {
      charge = subscribeWithCard(store, account, planId, payment.creditCard)
    } catch (error) {
      // Nothing was charged (a refused card, a plan or account clash): the account goes too, so
      // the same form can be sent again. An unanswered gateway may have charged: it stays.
      const status = error instanceof Response ? error.status : 500
      if ([402, 404, 409].includes(status)) deleteAccount(store, account.user._id)
      if (status === 502) throw failure(502, API_MESSAGES.signupKeptPaymentUnknown)
      throw error
    }
    const token = startSession(store, account.user._id, false)
    return ok(
      { token, user: publicUser(account.user), subscription: charge.subscription },
      API_MESSAGES.paymentApproved,
    )
  }),

  // Anonymous checkout with Pix: the account, a pending subscription and its code.
  mockEndpoint(store, 'subscribeWithSignupPix', ({ input: { params, body } }) => {
    if (!store.plans.find((plan) => plan._id === params.planId)?.active) {
      throw failure(404, API_MESSAGES.planNotFound)
    }
    if (clashes(store, body.user)) throw failure(409, API_MESSAGES.signupNotPossible)
    const account = createAccount(store, body.user)
    const checkout = subscribeWithPix(store, account, params.planId)
    const token = startSession(store, account.user._id, false)
    return ok({ token, user: publicUser(account.user), ...checkout }, API_MESSAGES.pixIssued)
  }),

  mockEndpoint(store, 'createPixSubscription', ({ input: { params }, signedIn: { account } }) =>
    ok(subscribeWithPix(store, account, params.planId), API_MESSAGES.pixIssued),
  ),

  mockEndpoint(store, 'updateCard', ({ input: { params, body }, signedIn: { account } }) =>
    ok(updateCard(store, account.user._id, params.id, body.creditCard), API_MESSAGES.cardUpdated),
  ),

  mockEndpoint(store, 'pixStatus', ({ input: { body }, signedIn: { account } }) =>
    ok(checkPix(store, account.user._id, body.pixId)),
  ),

  mockEndpoint(store, 'listSubscriptions', ({ signedIn: { account } }) =>
    ok(listSubscriptions(store, account.user._id)),
  ),

  mockEndpoint(
    store,
    'createSubscription',
    ({ input: { params, body }, signedIn: { account } }) => {
      const charge = subscribeWithCard(store, account, params.planId, body.creditCard)
      return ok(charge.subscription, API_MESSAGES.paymentApproved)
    },
  ),

  mockEndpoint(store, 'getSubscription', ({ input: { params }, signedIn: { account } }) =>
    ok(subscriptionView(store, ownSubscription(store, account.user._id, params.id))),
  ),

  mockEndpoint(store, 'cancelSubscription', ({ input: { params }, signedIn: { account } }) =>
    ok(cancelSubscription(store, account.user._id, params.id), API_MESSAGES.canceled),
  ),

  mockEndpoint(store, 'reactivateSubscription', ({ input: { params }, signedIn: { account } }) =>
    ok(reactivateSubscription(store, account.user._id, params.id), API_MESSAGES.reactivated),
  ),
]
