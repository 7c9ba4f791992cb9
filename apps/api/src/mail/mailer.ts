import { randomUUID } from 'node:crypto'
import type { Clock } from '../clock.ts'
import type { Db } from '../db/database.ts'
import type { Log } from '../log.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
}

/** How a message leaves: the console (default, offline) or SMTP. */
export interface MailTransport {
  readonly name: string
  deliver(message: MailMessage): Promise<void>
}

export interface Mailer {
  /**
   * Writes the message to the outbox and starts its delivery without waiting for it, so a
   * slow mail server neither delays the answer nor tells an attacker which e-mails exist.
   */
  send(message: MailMessage): Promise<void>
  /** Waits for every delivery under way (graceful shutdown, tests). */
  drain(): Promise<void>
  /** Delivers again what failed or was left pending by a stopped process. */
  retryUndelivered(olderThan: Date): Promise<number>
}

const MAX_ATTEMPTS = 5

export function createMailer(deps: {
  db: Db
  transport: MailTransport
  clock: Clock
  log: Log
}): Mailer {
  const { db, transport, clock, log } = deps
  const inFlight = new Set<Promise<void>>()

  async function deliver(id: string, message: MailMessage) {
    try {
      await transport.deliver(message)
      await db
        .updateTable('outbox')
        .set((eb) => ({ status: 'sent', sent_at: clock.now(), attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .execute()
    } catch (error) {
      log({ level: 'error', msg: 'falha ao enviar e-mail', outboxId: id, err: String(error) })
      await db
        .updateTable('outbox')
        .set((eb) => ({
          status: 'failed',
          last_error: String(error),
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', '=', id)
        .execute()
        .catch(() => {})
    }
  }

  function track(id: string, message: MailMessage) {
    const delivery = deliver(id, message).finally(() => inFlight.delete(delivery))
    inFlight.add(delivery)
  }

  return {
    async send(message) {
      const id = randomUUID()
      await db
        .insertInto('outbox')
        .values({
          id,
          recipient: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
          last_error: null,
          created_at: clock.now(),
          sent_at: null,
        })
        .execute()
      track(id, message)
    },

    async drain() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight])
    },

    async retryUndelivered(olderThan) {
      const rows = await db
        .selectFrom('outbox')
        .selectAll()
        .where('status', '!=', 'sent')
        .where('attempts', '<', MAX_ATTEMPTS)
        .where('created_at', '<', olderThan)
        .orderBy('created_at')
        .limit(50)
        .execute()
      for (const row of rows) {
        track(row.id, {
          to: row.recipient,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
        })
      }
      return rows.length
    },
  }
}
