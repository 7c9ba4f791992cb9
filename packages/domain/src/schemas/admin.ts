import * as v from 'valibot'
import {
  centsSchema,
  idSchema,
  isoDateSchema,
  isoTimestampSchema,
  TYPE_MESSAGES,
  textSchema,
} from './fields.ts'
import { paymentStatusSchema } from './payment.ts'
import { planSchema, planUpsertSchema } from './plan.ts'
import { subscriptionStatusSchema } from './subscription.ts'
import { userSchema } from './user.ts'

// The operator console's calls (/api/admin/*). Lists are paginated by the server: a page number
// comes in, at most ADMIN_PAGE_SIZE items go out.

const countSchema = v.pipe(v.number(TYPE_MESSAGES.number), v.integer(TYPE_MESSAGES.number))

/** ?page=2: text in the query, a whole number from 1; absent or odd reads as the first page. */
const pageQuery = v.optional(
  v.pipe(
    v.string(TYPE_MESSAGES.text),
    v.regex(/^[1-9]\d{0,5}$/, TYPE_MESSAGES.number),
    v.transform(Number),
  ),
)
/** Free text of a search box: at most 100 characters reach the database. */
const searchText = v.optional(
  v.pipe(v.string(TYPE_MESSAGES.text), v.maxLength(100, TYPE_MESSAGES.text)),
)

const moneyCountSchema = v.object({ count: countSchema, amount: centsSchema }, TYPE_MESSAGES.object)

export const adminOverviewSchema = v.object(
  {
    /** Monthly recurring revenue of active subscriptions, in cents. */
    mrr: centsSchema,
    activeSubscribers: countSchema,
    newThisMonth: countSchema,
    canceledThisMonth: countSchema,
    /** 0 to 1. */
    churnRate: v.pipe(v.number(TYPE_MESSAGES.number), v.minValue(0), v.maxValue(1)),
    /** The last 30 days in São Paulo time, oldest first. */
    revenueByDay: v.array(
      v.object({ day: isoDateSchema, amount: centsSchema }, TYPE_MESSAGES.object),
      TYPE_MESSAGES.list,
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
      items: v.array(item, TYPE_MESSAGES.list),
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
    profile: userSchema,
    subscriptions: v.array(customerSubscriptionSchema, TYPE_MESSAGES.list),
    payments: v.array(customerPaymentSchema, TYPE_MESSAGES.list),
    emails: v.array(customerEmailSchema, TYPE_MESSAGES.list),
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
export const adminPlanListSchema = v.array(adminPlanSchema, TYPE_MESSAGES.list)

/** Create or edit a plan: the CLI's rules (planUpsertSchema), plus its place in lists. */
export const adminPlanInputSchema = v.object(
  {
    ...planUpsertSchema.entries,
    position: v.optional(countSchema, 0),
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
    before: v.nullable(v.record(v.string(), v.unknown())),
    after: v.nullable(v.record(v.string(), v.unknown())),
  },
  TYPE_MESSAGES.object,
)
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>

export const auditPageSchema = v.object(
  {
    ...pageOf(auditEntrySchema).entries,
    /** Everyone who may appear as an operator, for the filter. */
    operators: v.array(personSchema, TYPE_MESSAGES.list),
  },
  TYPE_MESSAGES.object,
)
export type AuditPage = v.InferOutput<typeof auditPageSchema>
