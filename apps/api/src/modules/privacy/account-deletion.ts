import { randomBytes } from 'node:crypto'
import type { ApiContext } from '../../context.ts'
import type { Db } from '../../db/database.ts'
import { accountDeletedEmail } from '../../mail/templates.ts'
import { audit } from '../../ops/audit.ts'
import type { UserRow } from '../auth/sessions.ts'
import { eraseAccountDevices } from '../devices/devices-repository.ts'
import { closeSubscriptions } from '../subscriptions/close-subscription.ts'
import { withAccountLock } from '../subscriptions/money-lock.ts'
import { dropOpenCharges } from '../subscriptions/provider-billing.ts'

/** What an erased account's row holds: nothing that points to a person. */
const erased = (id: string) => ({
  name: 'Conta excluída',
  // Unique like any address, and in a reserved domain (RFC 2606): it can never receive mail
  // nor sign in, and the holder's real address is free for a new account.
  email: `excluida-${id}@conta-excluida.invalid`,
  phone: '',
  document: `EXCLUIDA-${id}`,
  birthdate: '1900-01-01',
  zip_code: '',
  state: '',
  city: '',
  neighborhood: '',
  address: '',
  address_number: '',
  complement: null,
  // Not a hash any password verifies against.
  password_hash: `!excluida:${randomBytes(16).toString('hex')}`,
  notify_email: false,
  notify_weekly_reports: false,
})

/**
 * 'Excluir conta permanentemente' (LGPD art. 18, VI), under the account's money lock: a checkout,
 * a change or a renewal of this account running on any process finishes first, and one arriving
 * after finds the account gone, so no subscription with a saved card can outlive the account.
 * Every open subscription is closed by the closing function (the provider's recurring charges are
 * queued for removal, carried out right after the commit), and in its transaction: every
 * subscription loses its card token, pending charges are withdrawn and scheduled ones go,
 * personal data is overwritten, every session and device ends, the e-mails sent and the audit
 * trail keep no address. Payments stay, pointing
 * at the anonymised row: the tax law (CTN arts. 173 and 174) lets the authorities review them for
 * 5 years. A confirmation goes to the address the account had.
 */
export async function deleteAccount(ctx: ApiContext, user: UserRow, ip: string): Promise<void> {
  const account = await withAccountLock(ctx, user.id, async (locked, account) => {
    await closeSubscriptions(locked, user.id, 'all-open', {
      reason: 'account-deleted',
      ip,
      within: (trx, now, closed) => erase(trx, account, { ip, now, closed }),
    })
    return account
  })
  await ctx.mailer.send(accountDeletedEmail(account.email, account.name, ctx.clock.now()))
}

/** The account's rows made anonymous, inside the closing transaction. */
async function erase(
  trx: Db,
  user: UserRow,
  { ip, now, closed }: { ip: string; now: Date; closed: number },
): Promise<void> {
  await trx
    .updateTable('subscriptions')
    .set({ card_token: null, card_remote_ip: null, updated_at: now })
    .where('user_id', '=', user.id)
    .execute()
  await dropOpenCharges(trx, { userId: user.id }, now)
  const anonymous = erased(user.id)
  await trx
    .updateTable('users')
    .set({ ...anonymous, deleted_at: now, updated_at: now })
    .where('id', '=', user.id)
    .execute()
  // Every address this account used: the current one, one waiting for confirmation, and the
  // ones its e-mail changes recorded in the audit trail (read before that is cleared below).
  const addresses = new Set([user.email])
  const pending = await trx
    .selectFrom('email_changes')
    .select('new_email')
    .where('user_id', '=', user.id)
    .execute()
  for (const { new_email } of pending) addresses.add(new_email)
  const trail = await trx
    .selectFrom('audit_events')
    .select('detail')
    .where('user_id', '=', user.id)
    .execute()
  for (const { detail } of trail) {
    for (const value of Object.values(detail)) {
      if (typeof value === 'string' && value.includes('@')) addresses.add(value)
    }
  }
  await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute()
  await eraseAccountDevices(trx, user.id, now)
  await trx.deleteFrom('known_devices').where('user_id', '=', user.id).execute()
  await trx.deleteFrom('email_changes').where('user_id', '=', user.id).execute()
  await trx.deleteFrom('password_resets').where('user_id', '=', user.id).execute()
  await trx.deleteFrom('gateway_customers').where('user_id', '=', user.id).execute()
  await trx
    .updateTable('outbox')
    .set({ recipient: anonymous.email, text_body: '', html_body: '', redacted: true })
    .where('recipient', 'in', [...addresses])
    .execute()
  // The trail keeps what happened, when and from where (Marco Civil, art. 15), not the
  // addresses an e-mail change wrote into its details.
  await trx
    .updateTable('audit_events')
    .set({ detail: '{}' })
    .where('user_id', '=', user.id)
    .execute()
  await audit(trx, {
    kind: 'account.deleted',
    at: now,
    userId: user.id,
    ip,
    detail: { canceledSubscriptions: String(closed) },
  })
}
