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
  /** 'Manter plano atual': the downgrade waiting for the next billing date was undone. */
  | 'subscription.plan_change_canceled'
  /** A subscription ended, and why (close-subscription.ts: customer, operator, deletion...). */
  | 'subscription.closed'
  /** The CPF/CNPJ of the account changed in the profile (from and to in detail). */
  | 'document.changed'
  /** The holder deleted the account (LGPD art. 18): what was cancelled, nothing personal. */
  | 'account.deleted'
  /** A payment's status moved (from, to and the news that moved it in detail). */
  | 'payment.status_changed'
  /** Money taken for a withdrawn charge or a period already paid, queued to go back. */
  | 'payment.refund_queued'
  /** A chargeback: access ended now and the billing stopped. */
  | 'subscription.suspended'
  /** The provider ended the recurring billing on its side; access lasts the paid period. */
  | 'subscription.ended_by_provider'
  /** Made an operator (by the CLI or OPERATOR_EMAILS; no API route changes a role). */
  | 'role.granted'
  | 'role.revoked'
  /** A computer connected at /ativar (a new seat, or the same computer's again). */
  | 'device.approved'
  /** Its owner disconnected a computer, or all of them at once. */
  | 'device.disconnected'
  | 'device.all_disconnected'
  /** The app signed itself out ('Sair', RFC 7009 revocation of its refresh token). */
  | 'device.signed_out'
  /** A plan with fewer seats took over: the computers seen least recently were disconnected. */
  | 'device.cut_by_plan'
  /** A refresh token used a second time: the computer's tokens were revoked. */
  | 'device.token_reused'
  /** The licence's signing keys: the first one made, or a rotation. */
  | 'licence_key.created'
  | 'licence_key.rotated'
  /** Notification e-mails turned off by the one-click link of one of them (RFC 8058). */
  | 'notifications.unsubscribed'
  /** A release of the desktop app: published, its staged rollout changed, withdrawn. */
  | 'release.published'
  | 'release.rollout_changed'
  | 'release.withdrawn'

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
