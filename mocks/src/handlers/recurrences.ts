import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { mockEndpoint } from '../api-routes.ts'
import { listPayments, ownSubscription, receiptOf } from '../billing.ts'
import { failure, ok } from '../respond.ts'
import { store as defaultStore, type MockStore } from '../store.ts'

export const recurrencesHandlers = (store: MockStore = defaultStore) => [
  // ?status=paid|pending filters; anything else is the API's 400.
  mockEndpoint(store, 'listUserPayments', ({ input: { query }, signedIn: { account } }) =>
    ok(listPayments(store, account.user._id, { status: query.status })),
  ),

  mockEndpoint(
    store,
    'listSubscriptionPayments',
    ({ input: { params }, signedIn: { account } }) => {
      const subscription = ownSubscription(store, account.user._id, params.id)
      return ok(listPayments(store, account.user._id, { subscriptionId: subscription._id }))
    },
  ),

  mockEndpoint(store, 'paymentStatus', ({ input: { params }, signedIn: { account } }) => {
    const payment = store.payments.find(
      (candidate) => candidate._id === params.id && candidate.userId === account.user._id,
    )
    if (!payment) throw failure(404, API_MESSAGES.paymentNotFound)
    return ok({ _id: payment._id, status: payment.status })
  }),

  mockEndpoint(store, 'paymentReceipt', ({ input: { params }, signedIn: { account } }) =>
    ok(receiptOf(store, account, params.id)),
  ),
]
