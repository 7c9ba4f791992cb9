import * as v from 'valibot'
import {
  booleanSchema,
  centsSchema,
  countSchema,
  idSchema,
  isoDateSchema,
  isoTimestampSchema,
  LIST_LIMITS,
  listOf,
  TEXT_LIMITS,
  TYPE_MESSAGES,
  textSchema,
  totalCentsSchema,
} from './fields.ts'
import { paymentStatusSchema } from './payment.ts'
import { PLAN_LIMITS, PLAN_MESSAGES, planSchema, planUpsertSchema } from './plan.ts'
import { subscriptionStatusSchema } from './subscription.ts'
import { userSchema } from './user.ts'

// The operator console's calls (/api/admin/*). Lists are paginated by the server: a page number
// comes in, at most ADMIN_PAGE_SIZE items go out.

/** ?page=2: text in the query, a whole number from 1; absent or odd reads as the first page. */
const pageQuery = v.optional(
  v.pipe(
    v.string(TYPE_MESSAGES.text),
    v.maxLength(6, TYPE_MESSAGES.number),
    v.regex(/^[1-9]\d{0,5}$/, TYPE_MESSAGES.number),
    v.transform(Number),
  ),
)
/** Free text of a search box: at most 100 characters reach the database. */
const searchText = v.optional(
  v.pipe(v.string(TYPE_MESSAGES.text), v.maxLength(TEXT_LIMITS.search.max, TYPE_MESSAGES.text)),
)

const moneyCountSchema = v.object(
  { count: countSchema, amount: totalCentsSchema },
  TYPE_MESSAGES.object,
)

export const adminOverviewSchema = v.object(
  {
    /** Monthly recurring revenue of active subscriptions, in cents. */
    mrr: totalCentsSchema,
    activeSubscribers: countSchema,
    newThisMonth: countSchema,
    canceledThisMonth: countSchema,
    /** 0 to 1. */
    churnRate: v.pipe(v.number(TYPE_MESSAGES.number), v.minValue(0), v.maxValue(1)),
    /** The last 30 days in São Paulo time, oldest first. */
    revenueByDay: listOf(
      v.object({ day: isoDateSchema, amount: totalCentsSchema }, TYPE_MESSAGES.object),
      LIST_LIMITS.days,
    ),
    /** Renewals refused by the card and not paid since, of subscriptions still open. */
    failedRenewals: moneyCountSchema,
    pendingPix: moneyCountSchema,
  },
  TYPE_MESSAGES.object,
)
export type AdminOverview = v.InferOutput<typeof adminOverviewSchema>

export const CUSTOMER_SORTS = ['recentes', 'antigos', 'nome'] as const
export type CustomerSort = (typeof CUSTOMER_SORTS)[number]
/** A subscription status, or `sem-assinatura` for customers who never subscribed. */
export const CUSTOMER_STATUS_FILTERS = [
  'active',
  'pending',
  'trialing',
  'canceled',
  'sem-assinatura',
] as const
export type CustomerStatusFilter = (typeof CUSTOMER_STATUS_FILTERS)[number]

export const customerListQuerySchema = v.object(
  {
    q: searchText,
    status: v.optional(v.picklist(CUSTOMER_STATUS_FILTERS, TYPE_MESSAGES.option)),
    sort: v.optional(v.picklist(CUSTOMER_SORTS, TYPE_MESSAGES.option)),
    page: pageQuery,
  },
  TYPE_MESSAGES.object,
)
export type CustomerListQuery = v.InferOutput<typeof customerListQuerySchema>

export const customerSummarySchema = v.object(
  {
    _id: idSchema,
    name: textSchema,
    email: textSchema,
    document: textSchema,
    createdAt: isoTimestampSchema,
    /** Erased by its holder (LGPD): the console shows 'Conta excluída', not the placeholders. */
    deleted: v.optional(booleanSchema, false),
    /** The customer's latest subscription, if any. */
    subscription: v.nullable(
      v.object({ status: subscriptionStatusSchema, planName: textSchema }, TYPE_MESSAGES.object),
    ),
  },
  TYPE_MESSAGES.object,
)
export type CustomerSummary = v.InferOutput<typeof customerSummarySchema>

const pageOf = <TItem extends v.GenericSchema>(item: TItem) =>
  v.object(
    {
      items: listOf(item, LIST_LIMITS.page),
      total: countSchema,
      page: countSchema,
      pageSize: countSchema,
    },
    TYPE_MESSAGES.object,
  )

export const customerPageSchema = pageOf(customerSummarySchema)
export type CustomerPage = v.InferOutput<typeof customerPageSchema>

export const customerSubscriptionSchema = v.object(
  {
    _id: idSchema,
    planName: textSchema,
    status: subscriptionStatusSchema,
    price: centsSchema,
    createdAt: isoTimestampSchema,
    nextBillingDate: v.nullable(isoTimestampSchema),
    canceledAt: v.nullable(isoTimestampSchema),
  },
  TYPE_MESSAGES.object,
)
export type CustomerSubscription = v.InferOutput<typeof customerSubscriptionSchema>

export const customerPaymentSchema = v.object(
  {
    _id: idSchema,
    planName: textSchema,
    amount: centsSchema,
    status: paymentStatusSchema,
    method: v.picklist(['credit_card', 'pix'], TYPE_MESSAGES.option),
    billingDate: isoTimestampSchema,
    paidAt: v.nullable(isoTimestampSchema),
  },
  TYPE_MESSAGES.object,
)
export type CustomerPayment = v.InferOutput<typeof customerPaymentSchema>

export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const
export const customerEmailSchema = v.object(
  {
    _id: idSchema,
    subject: textSchema,
    status: v.picklist(EMAIL_STATUSES, TYPE_MESSAGES.option),
    createdAt: isoTimestampSchema,
    sentAt: v.nullable(isoTimestampSchema),
    /** A message that carried a one-time code is kept without it and cannot be sent again. */
    resendable: v.boolean(TYPE_MESSAGES.boolean),
  },
  TYPE_MESSAGES.object,
)
export type CustomerEmail = v.InferOutput<typeof customerEmailSchema>

export const customerDetailSchema = v.object(
  {
    /** Null once its holder erased the account (LGPD): nothing personal is left to show. */
    profile: v.nullable(userSchema),
    /** When its holder erased the account; null while it lives. */
    deletedAt: v.optional(v.nullable(isoTimestampSchema), null),
    subscriptions: listOf(customerSubscriptionSchema, LIST_LIMITS.subscriptions),
    payments: listOf(customerPaymentSchema, LIST_LIMITS.payments),
    emails: listOf(customerEmailSchema, LIST_LIMITS.emails),
  },
  TYPE_MESSAGES.object,
)
export type CustomerDetail = v.InferOutput<typeof customerDetailSchema>

/** A plan as the console lists it: with its place in lists and how many subscribe to it. */
export const adminPlanSchema = v.object(
  {
    ...planSchema.entries,
    position: countSchema,
    subscribers: countSchema,
  },
  TYPE_MESSAGES.object,
)
export type AdminPlan = v.InferOutput<typeof adminPlanSchema>
export const adminPlanListSchema = listOf(adminPlanSchema, LIST_LIMITS.plans)

/**
 * Create or edit a plan: the CLI's rules (planUpsertSchema), plus its place in lists. `active` and
 * `position` left out keep what the plan has on an edit (a new plan: on sale, first).
 */
export const adminPlanInputSchema = v.object(
  {
    ...planUpsertSchema.entries,
    active: v.optional(booleanSchema),
    position: v.optional(
      v.pipe(
        v.number(PLAN_MESSAGES.position),
        v.integer(PLAN_MESSAGES.position),
        v.minValue(0, PLAN_MESSAGES.position),
        v.maxValue(PLAN_LIMITS.maxPosition, PLAN_MESSAGES.position),
      ),
    ),
  },
  TYPE_MESSAGES.object,
)
export type AdminPlanInput = v.InferOutput<typeof adminPlanInputSchema>

export const AUDIT_ACTIONS = [
  'subscription.canceled_by_operator',
  'subscription.reactivated_by_operator',
  'payment.refunded',
  'email.resent',
  'plan.created',
  'plan.updated',
  'plan.deactivated',
  'plan.deleted',
  // Issue 23: an operator disconnected a customer's computer.
  'device.disconnected_by_operator',
  // Issue 24: the desktop app's releases.
  'release.published',
  'release.rollout_changed',
  'release.withdrawn',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const auditListQuerySchema = v.object(
  {
    operator: v.optional(idSchema),
    action: v.optional(v.picklist(AUDIT_ACTIONS, TYPE_MESSAGES.option)),
    page: pageQuery,
  },
  TYPE_MESSAGES.object,
)
export type AuditListQuery = v.InferOutput<typeof auditListQuerySchema>

/** A field name of an audited row ('status', 'price'...). */
const auditKeySchema = v.pipe(v.string(), v.maxLength(64))

const personSchema = v.object({ _id: idSchema, name: textSchema }, TYPE_MESSAGES.object)

export const auditEntrySchema = v.object(
  {
    _id: idSchema,
    at: isoTimestampSchema,
    action: v.picklist(AUDIT_ACTIONS, TYPE_MESSAGES.option),
    operator: v.nullable(personSchema),
    customer: v.nullable(personSchema),
    /** What was acted on: a subscription, payment, e-mail or plan id. */
    target: textSchema,
    before: v.nullable(v.record(auditKeySchema, v.unknown())),
    after: v.nullable(v.record(auditKeySchema, v.unknown())),
  },
  TYPE_MESSAGES.object,
)
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>

export const auditPageSchema = v.object(
  {
    ...pageOf(auditEntrySchema).entries,
    /** Everyone who may appear as an operator, for the filter. */
    operators: listOf(personSchema, LIST_LIMITS.operators),
  },
  TYPE_MESSAGES.object,
)
export type AuditPage = v.InferOutput<typeof auditPageSchema>

// The reconciliation with the payment provider (/admin?aba=conciliacao, issue 26): the
// differences the daily comparison found and still sees, and its last run.
export const RECONCILIATION_KINDS = [
  'provider_subscription_ended',
  'provider_subscription_missing',
  'extra_provider_subscription',
  'amount_mismatch',
  'status_mismatch',
  'unknown_provider_payment',
  'missing_at_provider',
  'unmatched_event',
  'cleanup_stuck',
] as const
export type ReconciliationKind = (typeof RECONCILIATION_KINDS)[number]

export const reconciliationQuerySchema = v.object({ page: pageQuery }, TYPE_MESSAGES.object)
export type ReconciliationQuery = v.InferOutput<typeof reconciliationQuerySchema>

const nullableText = v.nullable(textSchema)

export const reconciliationDifferenceSchema = v.object(
  {
    _id: idSchema,
    kind: v.picklist(RECONCILIATION_KINDS, TYPE_MESSAGES.option),
    /** What it is about: the provider's id of a subscription, payment or event, or ours. */
    subject: textSchema,
    customer: v.nullable(personSchema),
    subscriptionId: nullableText,
    paymentId: nullableText,
    /** What we have, and what the provider has (statuses, amounts), as short text. */
    ours: nullableText,
    theirs: nullableText,
    firstSeenAt: isoTimestampSchema,
    lastSeenAt: isoTimestampSchema,
  },
  TYPE_MESSAGES.object,
)
export type ReconciliationDifference = v.InferOutput<typeof reconciliationDifferenceSchema>

export const reconciliationRunSchema = v.object(
  {
    startedAt: isoTimestampSchema,
    finishedAt: v.nullable(isoTimestampSchema),
    subscriptionsChecked: countSchema,
    paymentsChecked: countSchema,
    differences: countSchema,
    /** Why the run stopped, when it did not finish. */
    error: nullableText,
  },
  TYPE_MESSAGES.object,
)
export type ReconciliationRun = v.InferOutput<typeof reconciliationRunSchema>

export const reconciliationPageSchema = v.object(
  {
    ...pageOf(reconciliationDifferenceSchema).entries,
    lastRun: v.nullable(reconciliationRunSchema),
  },
  TYPE_MESSAGES.object,
)
export type ReconciliationPage = v.InferOutput<typeof reconciliationPageSchema>
