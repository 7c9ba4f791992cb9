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
