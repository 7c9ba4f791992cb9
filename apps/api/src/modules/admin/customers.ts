import { ADMIN_PAGE_SIZE, classifySearch } from '@atendimento/domain/admin/figures'
import type { CustomerListQuery, CustomerPage } from '@atendimento/domain/schemas/admin'
import { type ExpressionBuilder, sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { Database } from '../../db/schema.ts'
import { toPublicUser } from '../users/user-view.ts'

/** `%` and `_` typed in a search box are text, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`)

type Search = ReturnType<typeof classifySearch>

function matching(db: Db, search: Search) {
  const base = db.selectFrom('users')
  if (search.kind === 'document') {
    // Whole numbers by the unique index; the first digits of one by its prefix.
    return search.value.length === 11 || search.value.length === 14
      ? base.where('document', '=', search.value)
      : base.where('document', 'like', `${escapeLike(search.value)}%`)
  }
  if (search.kind === 'email') return base.where('email', 'like', `${escapeLike(search.value)}%`)
  if (search.kind === 'name') {
    // Every word somewhere in the name, accents and case aside ('maria santos' finds Maria
    // da Silva Santos, 'joao' João), or the text as part of the e-mail ('joao.pereira').
    const words = search.value.split(' ').filter(Boolean)
    return base.where((eb) =>
      eb.or([
        eb.and(words.map((word) => eb('name_folded', 'like', `%${escapeLike(word)}%`))),
        eb('email', 'like', `%${escapeLike(search.value)}%`),
      ]),
    )
  }
  return base
}

/** Customers who never subscribed: an anti-join, not a probe per customer. */
const neverSubscribed = ({ not, exists, selectFrom }: ExpressionBuilder<Database, 'users'>) =>
  not(exists(selectFrom('subscriptions').select('id').whereRef('user_id', '=', 'users.id')))

/** The status of a customer's latest subscription, for a count over a search's few rows. */
const latestStatus = sql<string>`(select s.status from subscriptions s
  where s.user_id = users.id order by s.created_at desc limit 1)`

/** The customers searched for and filtered, each with their latest subscription (one probe). */
function filtered(db: Db, query: CustomerListQuery, search: Search) {
  const searched = matching(db, search)
  const base = (
    query.status === 'sem-assinatura' ? searched.where(neverSubscribed) : searched
  ).leftJoinLateral(
    (eb) =>
      eb
        .selectFrom('subscriptions as s')
        .innerJoin('plans as p', 'p.id', 's.plan_id')
        .select(['s.status', 'p.name as plan_name'])
        .whereRef('s.user_id', '=', 'users.id')
        .orderBy('s.created_at', 'desc')
        .limit(1)
        .as('latest'),
    (join) => join.onTrue(),
  )
  const { status } = query
  return status && status !== 'sem-assinatura' ? base.where('latest.status', '=', status) : base
}

/**
 * How many customers the list has, without the per-customer probe where it can: filtered by
 * status with no search, the latest subscriptions are counted alone (one pass over an index,
 * every subscription having its customer); probing 100,000 customers took 240 ms.
 */
async function countCustomers(db: Db, query: CustomerListQuery, search: Search) {
  const { status } = query
  let counted = matching(db, search)
  if (status === 'sem-assinatura') counted = counted.where(neverSubscribed)
  else if (status && search.kind === 'all') return countLatest(db, status)
  else if (status) counted = counted.where(latestStatus, '=', status)
  const row = await counted
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

async function countLatest(
  db: Db,
  status: Exclude<CustomerListQuery['status'], 'sem-assinatura' | undefined>,
) {
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('subscriptions')
        .distinctOn('user_id')
        .select('status')
        .orderBy('user_id')
        .orderBy('created_at', 'desc')
        .as('latest'),
    )
    .where('latest.status', '=', status)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * The customer list: searched, filtered by the latest subscription's status, sorted and cut
 * into pages by the database (never more than ADMIN_PAGE_SIZE rows leave it). Sorted by an
 * index (name or sign-up date), a page reads its customers in order and probes each one's
 * latest subscription, so it stops after the page (docs/benchmarks.md).
 */
export async function searchCustomers(db: Db, query: CustomerListQuery): Promise<CustomerPage> {
  const page = query.page ?? 1
  const search = classifySearch(query.q)
  const sort = query.sort ?? 'recentes'
  let rowsQuery = filtered(db, query, search).select([
    'users.id',
    'users.name',
    'users.email',
    'users.document',
    'users.created_at',
    'users.deleted_at',
    'latest.status',
    'latest.plan_name',
  ])
  rowsQuery =
    sort === 'nome'
      ? rowsQuery.orderBy(sql`lower(users.name)`).orderBy('users.id')
      : rowsQuery
          .orderBy('users.created_at', sort === 'antigos' ? 'asc' : 'desc')
          .orderBy('users.id')
  const [rows, total] = await Promise.all([
    rowsQuery
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE)
      .execute(),
    countCustomers(db, query, search),
  ])
  return {
    items: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      email: row.email,
      document: row.document,
      createdAt: row.created_at.toISOString(),
      deleted: row.deleted_at !== null,
      subscription:
        row.status && row.plan_name
          ? { status: row.status as 'active', planName: row.plan_name }
          : null,
    })),
    total,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  }
}

// A customer page shows their recent history; older entries are for the database.
const HISTORY_LIMIT = 100

export async function customerDetail(db: Db, id: string) {
  const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
  if (!user) return undefined
  const [subscriptions, payments, emails] = await Promise.all([
    db
      .selectFrom('subscriptions')
      .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
      .selectAll('subscriptions')
      .select('plans.name as plan_name')
      .where('subscriptions.user_id', '=', id)
      .orderBy('subscriptions.created_at', 'desc')
      .limit(HISTORY_LIMIT)
      .execute(),
    db
      .selectFrom('payments')
      .innerJoin('plans', 'plans.id', 'payments.plan_id')
      .selectAll('payments')
      .select('plans.name as plan_name')
      .where('payments.user_id', '=', id)
      .orderBy('payments.billing_date', 'desc')
      .orderBy('payments.created_at', 'desc')
      .limit(HISTORY_LIMIT)
      .execute(),
    db
      .selectFrom('outbox')
      .select(['id', 'subject', 'status', 'created_at', 'sent_at', 'redacted'])
      .where('recipient', '=', user.email)
      .orderBy('created_at', 'desc')
      .limit(HISTORY_LIMIT)
      .execute(),
  ])
  return {
    // An erased row holds placeholders (no phone, no address), not a person: none is shown.
    profile: user.deleted_at ? null : toPublicUser(user),
    deletedAt: user.deleted_at?.toISOString() ?? null,
    subscriptions: subscriptions.map((row) => ({
      _id: row.id,
      planName: row.plan_name,
      status: row.status,
      price: row.price_cents,
      createdAt: row.created_at.toISOString(),
      nextBillingDate: row.next_billing_date?.toISOString() ?? null,
      canceledAt: row.canceled_at?.toISOString() ?? null,
    })),
    payments: payments.map((row) => ({
      _id: row.id,
      planName: row.plan_name,
      amount: row.amount_cents,
      status: row.status,
      method: row.method,
      billingDate: row.billing_date.toISOString(),
      paidAt: row.paid_at?.toISOString() ?? null,
    })),
    emails: emails.map((row) => ({
      _id: row.id,
      subject: row.subject,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      sentAt: row.sent_at?.toISOString() ?? null,
      resendable: row.status === 'failed' && !row.redacted,
    })),
  }
}
