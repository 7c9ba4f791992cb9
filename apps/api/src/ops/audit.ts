import type { AuditAction } from '@atendimento/domain/schemas/admin'
import type { Db } from '../db/database.ts'

/** What changed in an account (money changes are recorded by the payments themselves). */
export type AuditKind =
  | 'account.created'
  /** A sign-up whose e-mail or document already had an account (nothing was created). */
  | 'account.signup_refused'
  | 'email.change_requested'
  | 'email.changed'
  | 'password.changed'
  | 'password.reset'
  /** The card of a subscription's next renewals changed (brand and last four in detail). */
  | 'card.updated'
  | 'subscription.plan_changed'
  /** The holder deleted the account (LGPD art. 18): what was cancelled, nothing personal. */
  | 'account.deleted'
  /** Made an operator (by the CLI or OPERATOR_EMAILS; no API route changes a role). */
  | 'role.granted'
  | 'role.revoked'

/** Appends one line to the audit trail; `detail` never holds a password, token or card. */
export async function audit(
  db: Db,
  event: {
    kind: AuditKind
    at: Date
    userId: string | null
    ip?: string | undefined
    detail?: Record<string, string>
  },
): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      at: event.at,
      kind: event.kind,
      user_id: event.userId,
      ip: event.ip ?? null,
      detail: JSON.stringify(event.detail ?? {}),
    })
    .execute()
}

/**
 * An operator's action: who (`operatorId`), on whose account (`customerId`, none for a plan),
 * on what (`target`), and the values before and after. Written in the same transaction as the
 * change when one is passed, so the trail never misses a change nor records one that failed.
 */
export async function auditOperatorAction(
  db: Db,
  event: {
    action: AuditAction
    at: Date
    operatorId: string
    customerId: string | null
    ip: string
    target: string
    before: Record<string, unknown> | null
    after: Record<string, unknown> | null
  },
): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      at: event.at,
      kind: event.action,
      user_id: event.customerId,
      actor_id: event.operatorId,
      ip: event.ip,
      detail: JSON.stringify({ target: event.target, before: event.before, after: event.after }),
    })
    .execute()
}
