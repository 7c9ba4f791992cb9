import { ADMIN_PAGE_SIZE, classifySearch } from '@atendimento/domain/admin/figures'
import type { CustomerListQuery, CustomerPage } from '@atendimento/domain/schemas/admin'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { toPublicUser } from '../users/user-view.ts'

/** `%` and `_` typed in a search box are text, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`)

/**
 * The customer list: searched, filtered by the latest subscription's status, sorted and cut
 * into pages by the database (never more than ADMIN_PAGE_SIZE rows leave it).
 */
export async function searchCustomers(db: Db, query: CustomerListQuery): Promise<CustomerPage> {
  const page = query.page ?? 1
  const search = classifySearch(query.q)
  let base = db.selectFrom('users')
  if (search.kind === 'document') {
    // Whole numbers by the unique index; the first digits of one by its prefix.
    base =
      search.value.length === 11 || search.value.length === 14
        ? base.where('document', '=', search.value)
        : base.where('document', 'like', `${escapeLike(search.value)}%`)
  } else if (search.kind === 'email') {
    base = base.where('email', 'like', `${escapeLike(search.value)}%`)
  } else if (search.kind === 'name') {
    base = base.where(sql`lower(name)`, 'like', `%${escapeLike(search.value)}%`)
  }
  const latest = sql<
    string | null
  >`(select s.status from subscriptions s where s.user_id = users.id order by s.created_at desc limit 1)`
  if (query.status === 'sem-assinatura') {
    base = base.where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('subscriptions').select('id').whereRef('user_id', '=', 'users.id'))),
    )
  } else if (query.status) {
    base = base.where(latest, '=', query.status)
  }
  const sort = query.sort ?? 'recentes'
  let rowsQuery = base
    .select(['users.id', 'users.name', 'users.email', 'users.document', 'users.created_at'])
    .select(
      sql<{
        status: string
        plan_name: string
      } | null>`(select json_build_object('status', s.status, 'plan_name', p.name) from subscriptions s join plans p on p.id = s.plan_id where s.user_id = users.id order by s.created_at desc limit 1)`.as(
        'subscription',
      ),
    )
  rowsQuery =
    sort === 'nome'
      ? rowsQuery.orderBy(sql`lower(name)`).orderBy('users.id')
      : rowsQuery
          .orderBy('users.created_at', sort === 'antigos' ? 'asc' : 'desc')
          .orderBy('users.id')
  const [rows, total] = await Promise.all([
    rowsQuery
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return {
    items: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      email: row.email,
      document: row.document,
      createdAt: row.created_at.toISOString(),
      subscription: row.subscription
        ? {
            status: row.subscription.status as 'active',
            planName: row.subscription.plan_name,
          }
        : null,
    })),
    total: Number(total.n),
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
    profile: toPublicUser(user),
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
