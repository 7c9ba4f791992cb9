import { LIST_LIMITS } from '@atendimento/domain/schemas/fields'
import type { ApiContext } from '../../context.ts'
import type { UserRow } from '../auth/sessions.ts'
import { exportedDevices } from '../devices/devices-repository.ts'
import { listUserPayments } from '../recurrences/recurrences-repository.ts'
import { listUserSubscriptions } from '../subscriptions/subscriptions-repository.ts'
import { toPublicUser } from '../users/user-view.ts'

/**
 * Everything the account holds, for 'Baixar meus dados' (LGPD art. 18, II and V). Built from the
 * same views the API already answers with, which leave out the password hash and the card token;
 * e-mails are listed by subject and date, never by body (a recovery code may be in one).
 */
export async function exportAccount(ctx: ApiContext, user: UserRow) {
  const emails = await ctx.db
    .selectFrom('outbox')
    .select(['subject', 'created_at', 'sent_at'])
    .where('recipient', '=', user.email)
    .orderBy('created_at', 'desc')
    .limit(LIST_LIMITS.emails)
    .execute()
  return {
    exportedAt: ctx.clock.now().toISOString(),
    profile: toPublicUser(user),
    consents: {
      termsAcceptedAt: user.terms_accepted_at.toISOString(),
      notifications: notificationPreferences(user),
    },
    subscriptions: await listUserSubscriptions(ctx.db, user.id),
    payments: await listUserPayments(ctx.db, user.id, {}),
    devices: await exportedDevices(ctx.db, user.id),
    emails: emails.map((email) => ({
      subject: email.subject,
      createdAt: email.created_at.toISOString(),
      sentAt: email.sent_at?.toISOString() ?? null,
    })),
  }
}

export const notificationPreferences = (user: UserRow) => ({
  email: user.notify_email,
  weeklyReports: user.notify_weekly_reports,
})
