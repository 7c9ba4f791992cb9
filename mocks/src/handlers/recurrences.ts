import { paymentListQuerySchema } from '@atendimento/domain/schemas/payment'
import { http } from 'msw'
import { apiUrl } from '../api-routes.ts'
import { listPayments, ownSubscription } from '../billing.ts'
import { MESSAGES } from '../messages.ts'
import { failure, ok, param, parseOr400, queryOf, requireUser } from '../respond.ts'
import { store as defaultStore, type MockStore } from '../store.ts'

export const recurrencesHandlers = (store: MockStore = defaultStore) => [
  // ?status=paid|pending filters; anything else is the API's 400.
  http.get(apiUrl('/recurrence/user'), ({ request }) => {
    const { account } = requireUser(store, request)
    const { status } = parseOr400(paymentListQuerySchema, queryOf(request))
    return ok(listPayments(store, account.user._id, { status }))
  }),

  http.get(apiUrl('/recurrence/subscription/:id'), ({ request, params }) => {
    const { account } = requireUser(store, request)
    const subscription = ownSubscription(store, account.user._id, param(params.id))
    return ok(listPayments(store, account.user._id, { subscriptionId: subscription._id }))
  }),

  http.get(apiUrl('/recurrence/status/:id'), ({ request, params }) => {
    const { account } = requireUser(store, request)
    const payment = store.payments.find(
      (candidate) => candidate._id === param(params.id) && candidate.userId === account.user._id,
    )
    if (!payment) throw failure(404, MESSAGES.paymentNotFound)
    return ok({ _id: payment._id, status: payment.status })
  }),
]
