import {
  ADMIN_PAGE_SIZE,
  churnRate,
  classifySearch,
  monthlyCents,
  monthStart,
  planSlug,
  revenueByDay,
  revenueWindowStart,
  saoPauloDay,
} from '@atendimento/domain/admin/figures'
import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import type {
  AdminOverview,
  AdminPlan,
  AdminPlanInput,
  AuditAction,
  AuditListQuery,
  AuditPage,
  CustomerDetail,
  CustomerListQuery,
  CustomerPage,
} from '@atendimento/domain/schemas/admin'
import type { User } from '@atendimento/domain/schemas/user'
import { failure } from './respond.ts'
import type { MockStore, StoredSubscription } from './store.ts'

// The operator console over the mock store, with the API's rules (apps/api/src/modules/admin)
// and the domain's arithmetic, so stories and dev:mock show what the server would.

const time = (iso: string | null) => (iso ? new Date(iso).getTime() : 0)
const OPEN = ['active', 'pending', 'trialing']

export function overview(store: MockStore): AdminOverview {
  const now = new Date(store.now)
  const since = monthStart(now).getTime()
  const active = store.subscriptions.filter((s) => s.status === 'active')
  const counts = {
    active: active.length,
    newThisMonth: store.subscriptions.filter(
      (s) => time(s.created_at) >= since && s.status !== 'pending',
    ).length,
    canceledThisMonth: store.subscriptions.filter(
      (s) => s.status === 'canceled' && time(s.canceledAt) >= since,
    ).length,
  }
  const windowStart = revenueWindowStart(now).getTime()
  const totals = new Map<string, number>()
  for (const payment of store.payments) {
    if (payment.status !== 'paid' || time(payment.paidAt) < windowStart) continue
    const day = saoPauloDay(new Date(payment.paidAt ?? 0))
    totals.set(day, (totals.get(day) ?? 0) + payment.amount)
  }
  const failed = store.payments.filter((payment) => {
    if (payment.status !== 'failed') return false
    const subscription = store.subscriptions.find((s) => s._id === payment.subscriptionId)
    const paidSince = store.payments.some(
      (later) =>
        later.subscriptionId === payment.subscriptionId &&
        later.status === 'paid' &&
        time(later.billingDate) >= time(payment.billingDate),
    )
    return subscription?.status === 'active' && !paidSince
  })
  const pix = store.pixCharges
    .filter((charge) => charge.status === 'pending')
    .map((charge) => store.payments.find((payment) => payment._id === charge.paymentId))
  const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0)
  return {
    mrr: sum(active.map((s) => monthlyCents(s.priceCents, s.billingCycleDays))),
    activeSubscribers: counts.active,
    newThisMonth: counts.newThisMonth,
    canceledThisMonth: counts.canceledThisMonth,
    churnRate: churnRate(counts),
    revenueByDay: revenueByDay(
      [...totals].map(([day, amount]) => ({ day, amount })),
      now,
    ),
    failedRenewals: { count: failed.length, amount: sum(failed.map((p) => p.amount)) },
    pendingPix: { count: pix.length, amount: sum(pix.map((payment) => payment?.amount ?? 0)) },
  }
}

function latestSubscription(store: MockStore, userId: string): StoredSubscription | undefined {
  return store.subscriptions
    .filter((s) => s.userId === userId)
    .toSorted((a, b) => time(b.created_at) - time(a.created_at))[0]
}

const planName = (store: MockStore, planId: string) =>
  store.plans.find((plan) => plan._id === planId)?.name ?? planId

export function searchCustomers(store: MockStore, query: CustomerListQuery): CustomerPage {
  const page = query.page ?? 1
  const search = classifySearch(query.q)
  const matches = (user: User) => {
    if (search.kind === 'document') return user.document.startsWith(search.value)
    if (search.kind === 'email') return user.email.startsWith(search.value)
    if (search.kind === 'name') return user.name.toLowerCase().includes(search.value)
    return true
  }
  const found = store.users
    .map(({ user }) => ({ user, latest: latestSubscription(store, user._id) }))
    .filter(({ user, latest }) => {
      if (!matches(user)) return false
      if (query.status === 'sem-assinatura') return !latest
      return !query.status || latest?.status === query.status
    })
  const sort = query.sort ?? 'recentes'
  found.sort((a, b) =>
    sort === 'nome'
      ? a.user.name.toLowerCase().localeCompare(b.user.name.toLowerCase())
      : (time(a.user.createdAt) - time(b.user.createdAt)) * (sort === 'antigos' ? 1 : -1),
  )
  return {
    items: found
      .slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE)
      .map(({ user, latest }) => ({
        _id: user._id,
        name: user.name,
        email: user.email,
        document: user.document,
        createdAt: user.createdAt,
        subscription: latest
          ? { status: latest.status, planName: planName(store, latest.planId) }
          : null,
      })),
    total: found.length,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  }
}

export function customerDetail(store: MockStore, id: string | undefined): CustomerDetail {
  const account = store.users.find(({ user }) => user._id === id)
  if (!account) throw failure(404, API_MESSAGES.customerNotFound)
  const { user } = account
  return {
    profile: user,
    subscriptions: store.subscriptions
      .filter((s) => s.userId === user._id)
      .toSorted((a, b) => time(b.created_at) - time(a.created_at))
      .map((s) => ({
        _id: s._id,
        planName: planName(store, s.planId),
        status: s.status,
        price: s.priceCents,
        createdAt: s.created_at,
        nextBillingDate: s.nextBillingDate,
        canceledAt: s.canceledAt,
      })),
    payments: store.payments
      .filter((p) => p.userId === user._id)
      .toSorted((a, b) => time(b.billingDate) - time(a.billingDate))
      .map((p) => ({
        _id: p._id,
        planName: planName(store, p.planId),
        amount: p.amount,
        status: p.status,
        method: store.pixCharges.some((charge) => charge.paymentId === p._id)
          ? ('pix' as const)
          : ('credit_card' as const),
        billingDate: p.billingDate,
        paidAt: p.paidAt,
      })),
    emails: store.emails
      .filter((email) => email.recipient === user.email)
      .toSorted((a, b) => time(b.createdAt) - time(a.createdAt))
      .map((email) => ({
        _id: email._id,
        subject: email.subject,
        status: email.status,
        createdAt: email.createdAt,
        sentAt: email.sentAt,
        resendable: email.status === 'failed' && !email.redacted,
      })),
  }
}

export function audit(
  store: MockStore,
  entry: {
    action: AuditAction
    operator: User
    customerId: string | null
    target: string
    before: Record<string, unknown> | null
    after: Record<string, unknown> | null
  },
): void {
  const customer = store.users.find(({ user }) => user._id === entry.customerId)?.user
  store.audit.push({
    _id: String(store.audit.length + 1),
    at: store.now,
    action: entry.action,
    operator: { _id: entry.operator._id, name: entry.operator.name },
    customer: customer ? { _id: customer._id, name: customer.name } : null,
    target: entry.target,
    before: entry.before,
    after: entry.after,
  })
}

export function listAudit(store: MockStore, query: AuditListQuery): AuditPage {
  const page = query.page ?? 1
  const found = store.audit
    .filter((entry) => !query.operator || entry.operator?._id === query.operator)
    .filter((entry) => !query.action || entry.action === query.action)
    .toReversed()
  return {
    items: found.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE),
    total: found.length,
    page,
    pageSize: ADMIN_PAGE_SIZE,
    operators: store.users
      .filter(({ user }) => user.role === 'operator')
      .map(({ user }) => ({ _id: user._id, name: user.name })),
  }
}

export function adminPlans(store: MockStore): AdminPlan[] {
  return store.plans
    .map((plan, index) => ({
      ...plan,
      position: (plan as Partial<AdminPlan>).position ?? 0,
      subscribers: store.subscriptions.filter(
        (s) => s.planId === plan._id && OPEN.includes(s.status),
      ).length,
      index,
    }))
    .toSorted(
      (a, b) => a.position - b.position || a.price - b.price || a.name.localeCompare(b.name),
    )
    .map(({ index: _, ...plan }) => plan)
}

export function adminPlan(store: MockStore, id: string): AdminPlan {
  const plan = adminPlans(store).find((candidate) => candidate._id === id)
  if (!plan) throw failure(404, API_MESSAGES.planNotFound)
  return plan
}

/** The plan as stored (the public list's shape, plus the operators' position). */
export function storedPlan(input: AdminPlanInput, id: string) {
  return {
    _id: id,
    name: input.name,
    description: input.description,
    price: input.price,
    billingCycleDays: input.billingCycleDays,
    features: input.features,
    active: input.active,
    position: input.position,
  }
}

export const newPlanId = (input: AdminPlanInput) => input._id ?? planSlug(input.name)
