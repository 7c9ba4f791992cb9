import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import {
  adminPlan,
  adminPlans,
  audit,
  customerDetail,
  listAudit,
  newPlanId,
  overview,
  searchCustomers,
  storedPlan,
} from '../admin.ts'
import { mockEndpoint } from '../api-routes.ts'
import { cancelSubscription, reactivateSubscription } from '../billing.ts'
import { failure, ok } from '../respond.ts'
import { store as defaultStore, type MockStore } from '../store.ts'

/** What the audit trail keeps of a plan: everything an operator may change. */
const audited = ({ subscribers: _count, ...plan }: ReturnType<typeof adminPlan>) => plan

export const adminHandlers = (store: MockStore = defaultStore) => {
  const subscriptionOwner = (id: string) => {
    const subscription = store.subscriptions.find((s) => s._id === id)
    if (!subscription) throw failure(404, API_MESSAGES.subscriptionNotFound)
    return subscription
  }
  return [
    mockEndpoint(store, 'adminOverview', () => ok(overview(store))),
    mockEndpoint(store, 'adminListCustomers', ({ input: { query } }) =>
      ok(searchCustomers(store, query)),
    ),
    mockEndpoint(store, 'adminGetCustomer', ({ input: { params } }) =>
      ok(customerDetail(store, params.id)),
    ),
    mockEndpoint(store, 'adminCancelSubscription', ({ input: { params }, signedIn }) => {
      const subscription = subscriptionOwner(params.id)
      const before = { status: subscription.status, canceledAt: subscription.canceledAt }
      const after = cancelSubscription(store, subscription.userId, params.id)
      audit(store, {
        action: 'subscription.canceled_by_operator',
        operator: signedIn.account.user,
        customerId: subscription.userId,
        target: params.id,
        before,
        after: { status: after.status, canceledAt: after.canceledAt },
      })
      return ok(customerDetail(store, subscription.userId), API_MESSAGES.canceledByOperator)
    }),
    mockEndpoint(store, 'adminReactivateSubscription', ({ input: { params }, signedIn }) => {
      const subscription = subscriptionOwner(params.id)
      const before = { status: subscription.status, canceledAt: subscription.canceledAt }
      const after = reactivateSubscription(store, subscription.userId, params.id)
      audit(store, {
        action: 'subscription.reactivated_by_operator',
        operator: signedIn.account.user,
        customerId: subscription.userId,
        target: params.id,
        before,
        after: { status: after.status, canceledAt: after.canceledAt },
      })
      return ok(customerDetail(store, subscription.userId), API_MESSAGES.reactivatedByOperator)
    }),
    mockEndpoint(store, 'adminRefundPayment', ({ input: { params }, signedIn }) => {
      const payment = store.payments.find((candidate) => candidate._id === params.id)
      if (!payment) throw failure(404, API_MESSAGES.paymentNotFound)
      if (payment.status !== 'paid') throw failure(409, API_MESSAGES.onlyPaidRefundable)
      payment.status = 'refunded'
      audit(store, {
        action: 'payment.refunded',
        operator: signedIn.account.user,
        customerId: payment.userId,
        target: payment._id,
        before: { status: 'paid', amount: payment.amount },
        after: { status: 'refunded', amount: payment.amount },
      })
      return ok(customerDetail(store, payment.userId), API_MESSAGES.refunded)
    }),
    mockEndpoint(store, 'adminResendEmail', ({ input: { params }, signedIn }) => {
      const email = store.emails.find((candidate) => candidate._id === params.id)
      if (!email) throw failure(404, API_MESSAGES.emailNotFound)
      if (email.redacted) throw failure(409, API_MESSAGES.emailRedacted)
      if (email.status !== 'failed') throw failure(409, API_MESSAGES.onlyFailedResendable)
      // The mocks have no mail server: a resent message is delivered at once.
      email.status = 'sent'
      email.sentAt = store.now
      const customer = store.users.find(({ user }) => user.email === email.recipient)?.user
      audit(store, {
        action: 'email.resent',
        operator: signedIn.account.user,
        customerId: customer?._id ?? null,
        target: email._id,
        before: { status: 'failed' },
        after: { status: 'pending' },
      })
      return ok(customerDetail(store, customer?._id), API_MESSAGES.emailResent)
    }),
    mockEndpoint(store, 'adminListPlans', () => ok(adminPlans(store))),
    mockEndpoint(store, 'adminCreatePlan', ({ input: { body }, signedIn }) => {
      const id = newPlanId(body)
      if (store.plans.some((plan) => plan._id === id)) {
        throw failure(409, API_MESSAGES.planIdTaken)
      }
      store.plans.push(storedPlan(body, id))
      const created = adminPlan(store, id)
      audit(store, {
        action: 'plan.created',
        operator: signedIn.account.user,
        customerId: null,
        target: id,
        before: null,
        after: audited(created),
      })
      return ok(created, API_MESSAGES.planCreated)
    }),
    mockEndpoint(store, 'adminUpdatePlan', ({ input: { params, body }, signedIn }) => {
      const before = adminPlan(store, params.id)
      store.plans = store.plans.map((plan) =>
        plan._id === params.id ? storedPlan(body, params.id) : plan,
      )
      const after = adminPlan(store, params.id)
      audit(store, {
        action: 'plan.updated',
        operator: signedIn.account.user,
        customerId: null,
        target: params.id,
        before: audited(before),
        after: audited(after),
      })
      return ok(after, API_MESSAGES.planUpdated)
    }),
    mockEndpoint(store, 'adminDeactivatePlan', ({ input: { params }, signedIn }) => {
      const before = adminPlan(store, params.id)
      store.plans = store.plans.map((plan) =>
        plan._id === params.id ? { ...plan, active: false } : plan,
      )
      audit(store, {
        action: 'plan.deactivated',
        operator: signedIn.account.user,
        customerId: null,
        target: params.id,
        before: { active: before.active },
        after: { active: false },
      })
      return ok(adminPlan(store, params.id), API_MESSAGES.planDeactivated)
    }),
    mockEndpoint(store, 'adminDeletePlan', ({ input: { params }, signedIn }) => {
      const before = adminPlan(store, params.id)
      if (store.subscriptions.some((s) => s.planId === params.id)) {
        throw failure(409, API_MESSAGES.planHasSubscribers)
      }
      store.plans = store.plans.filter((plan) => plan._id !== params.id)
      audit(store, {
        action: 'plan.deleted',
        operator: signedIn.account.user,
        customerId: null,
        target: params.id,
        before: audited(before),
        after: null,
      })
      return ok(adminPlans(store), API_MESSAGES.planDeleted)
    }),
    mockEndpoint(store, 'adminListAudit', ({ input: { query } }) => ok(listAudit(store, query))),
  ]
}
