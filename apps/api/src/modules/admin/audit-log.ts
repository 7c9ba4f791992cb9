import { ADMIN_PAGE_SIZE } from '@atendimento/domain/admin/figures'
import {
  AUDIT_ACTIONS,
  type AuditListQuery,
  type AuditPage,
} from '@atendimento/domain/schemas/admin'
import { LIST_LIMITS } from '@atendimento/domain/schemas/fields'
import type { Db } from '../../db/database.ts'

type Detail = { target?: string; before?: Record<string, unknown>; after?: Record<string, unknown> }

/** The operators' actions, newest first, a page at a time, filtered by operator and action. */
export async function listAudit(db: Db, query: AuditListQuery): Promise<AuditPage> {
  const page = query.page ?? 1
  let base = db
    .selectFrom('audit_events')
    .where('audit_events.kind', 'in', [...AUDIT_ACTIONS])
    .where('audit_events.actor_id', 'is not', null)
  if (query.operator) base = base.where('audit_events.actor_id', '=', query.operator)
  if (query.action) base = base.where('audit_events.kind', '=', query.action)
  const [rows, total, operators] = await Promise.all([
    base
      .leftJoin('users as operator', 'operator.id', 'audit_events.actor_id')
      .leftJoin('users as customer', 'customer.id', 'audit_events.user_id')
      .select([
        'audit_events.id',
        'audit_events.at',
        'audit_events.kind',
        'audit_events.actor_id',
        'audit_events.user_id',
        'audit_events.detail',
        'operator.name as operator_name',
        'customer.name as customer_name',
      ])
      .orderBy('audit_events.at', 'desc')
      .orderBy('audit_events.id', 'desc')
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('role', '=', 'operator')
      .orderBy('name')
      .limit(LIST_LIMITS.operators)
      .execute(),
  ])
  return {
    items: rows.map((row) => {
      const detail = row.detail as Detail
      return {
        _id: String(row.id),
        at: row.at.toISOString(),
        action: row.kind as AuditPage['items'][number]['action'],
        operator: row.actor_id
          ? { _id: row.actor_id, name: row.operator_name ?? 'Conta excluída' }
          : null,
        customer: row.user_id
          ? { _id: row.user_id, name: row.customer_name ?? 'Conta excluída' }
          : null,
        target: detail.target ?? '',
        before: detail.before ?? null,
        after: detail.after ?? null,
      }
    }),
    total: Number(total.n),
    page,
    pageSize: ADMIN_PAGE_SIZE,
    operators: operators.map((operator) => ({ _id: operator.id, name: operator.name })),
  }
}
