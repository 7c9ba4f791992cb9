import type { ApiContext } from '../../context.ts'
import { renewalReminderEmail } from '../../mail/templates.ts'
import { withPlan } from '../subscriptions/subscriptions-repository.ts'
import { unsubscribeHeaders } from './unsubscribe-link.ts'

/** How far ahead a card renewal is announced. */
export const REMINDER_DAYS = 3
const DAY_MS = 24 * 60 * 60 * 1000
// A run sends at most this many; the rest go in the next run (the job runs every hour).
const BATCH = 500

/**
 * E-mails each card subscriber whose renewal is a few days ahead, once per billing date, if
 * the account wants notifications. The billing date is claimed on the row before the e-mail
 * is written, so two processes (or two runs) never send it twice.
 */
export async function sendRenewalReminders(ctx: ApiContext): Promise<number> {
  const now = ctx.clock.now()
  const due = await withPlan(ctx.db)
    .innerJoin('users', 'users.id', 'subscriptions.user_id')
    .select(['users.email', 'users.name as user_name'])
    .where('subscriptions.status', '=', 'active')
    .where('subscriptions.payment_method', '=', 'credit_card')
    .where('subscriptions.next_billing_date', '>', now)
    .where(
      'subscriptions.next_billing_date',
      '<=',
      new Date(now.getTime() + REMINDER_DAYS * DAY_MS),
    )
    .where((eb) =>
      eb.or([
        eb('subscriptions.renewal_reminded_for', 'is', null),
        eb('subscriptions.renewal_reminded_for', '!=', eb.ref('subscriptions.next_billing_date')),
      ]),
    )
    .where('users.notify_email', '=', true)
    .where('users.deleted_at', 'is', null)
    .orderBy('subscriptions.next_billing_date')
    .limit(BATCH)
    .execute()
  let sent = 0
  for (const subscription of due) {
    const date = subscription.next_billing_date
    if (!date) continue
    const claimed = await ctx.db
      .updateTable('subscriptions')
      .set({ renewal_reminded_for: date })
      .where('id', '=', subscription.id)
      .where((eb) =>
        eb.or([eb('renewal_reminded_for', 'is', null), eb('renewal_reminded_for', '!=', date)]),
      )
      .returning('id')
      .executeTakeFirst()
    if (!claimed) continue
    // A downgrade waiting for this date is what will be charged.
    const downgrade = subscription.scheduled_at?.getTime() === date.getTime()
    await ctx.mailer.send(
      renewalReminderEmail(
        subscription.email,
        subscription.user_name,
        {
          planName: (downgrade && subscription.scheduled_plan_name) || subscription.plan_name,
          amountCents:
            (downgrade && subscription.scheduled_price_cents) || subscription.price_cents,
          card:
            subscription.card_brand && subscription.card_last4
              ? { brand: subscription.card_brand, last4: subscription.card_last4 }
              : null,
          date,
          publicUrl: ctx.settings.publicUrl,
        },
        await unsubscribeHeaders(ctx, subscription.user_id),
      ),
    )
    sent++
  }
  return sent
}
