import { randomUUID } from 'node:crypto'
import type { Db } from '../db/database.ts'
import type { MailMessage } from './mailer.ts'

/**
 * Writes a message to the outbox inside the caller's transaction, unclaimed: it is sent only if
 * the change it tells of commits, by the next `mailer.deliverQueued()` (or the retry of the
 * maintenance run). For a message with no secret in it.
 */
export async function queueMail(trx: Db, message: MailMessage, now: Date): Promise<void> {
  await trx
    .insertInto('outbox')
    .values({
      id: randomUUID(),
      recipient: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      last_error: null,
      created_at: now,
      sent_at: null,
      claimed_until: null,
    })
    .execute()
}
