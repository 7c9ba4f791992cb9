import { ADMIN_PAGE_SIZE } from '@atendimento/domain/admin/figures'
import type { ReconciliationPage, ReconciliationQuery } from '@atendimento/domain/schemas/admin'
import type { ApiContext } from '../../context.ts'
import type { Db } from '../../db/database.ts'
import { route } from '../../http/contract-route.ts'
import { ok } from '../../http/responses.ts'

const iso = (date: Date | null) => date?.toISOString() ?? null

/** The differences still open, newest first, a page at a time, with the last run. */
export async function listDifferences(
  db: Db,
  query: ReconciliationQuery,
): Promise<ReconciliationPage> {
  const page = query.page ?? 1
  const open = db.selectFrom('reconciliation_differences').where('resolved_at', 'is', null)
  const [rows, total, lastRun] = await Promise.all([
    open
      .leftJoin('users', 'users.id', 'reconciliation_differences.user_id')
      .selectAll('reconciliation_differences')
      .select('users.name as customer_name')
      .orderBy('reconciliation_differences.first_seen_at', 'desc')
      .orderBy('reconciliation_differences.id')
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE)
      .execute(),
    open.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    db
      .selectFrom('reconciliation_runs')
      .selectAll()
      .orderBy('started_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ])
  return {
    items: rows.map((row) => ({
      _id: row.id,
      kind: row.kind as ReconciliationPage['items'][number]['kind'],
      subject: row.subject,
      customer: row.user_id
        ? { _id: row.user_id, name: row.customer_name ?? 'Conta excluída' }
        : null,
      subscriptionId: row.subscription_id,
      paymentId: row.payment_id,
      ours: row.ours,
      theirs: row.theirs,
      firstSeenAt: row.first_seen_at.toISOString(),
      lastSeenAt: row.last_seen_at.toISOString(),
    })),
    total: Number(total.n),
    page,
    pageSize: ADMIN_PAGE_SIZE,
    lastRun: lastRun
      ? {
          startedAt: lastRun.started_at.toISOString(),
          finishedAt: iso(lastRun.finished_at),
          subscriptionsChecked: lastRun.subscriptions_checked,
          paymentsChecked: lastRun.payments_checked,
          differences: lastRun.differences,
          error: lastRun.error,
        }
      : null,
  }
}

/** The console's 'Conciliação' tab (the row requires an operator's session). */
export function reconciliationRoutes(ctx: ApiContext) {
  return [
    route('adminReconciliation', async (c, { query }) =>
      ok(c, await listDifferences(ctx.db, query)),
    ),
  ]
}
