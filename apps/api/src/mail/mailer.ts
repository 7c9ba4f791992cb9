import { randomUUID } from 'node:crypto'
import type { Selectable } from 'kysely'
import type { Clock } from '../clock.ts'
import type { Db } from '../db/database.ts'
import type { OutboxTable } from '../db/schema.ts'
import type { Log } from '../log.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  /**
   * A secret inside the text (a recovery code, a confirmation link's token): delivered, but
   * never written to the outbox table, where anyone who reads the database could use it. Such a
   * message is not retried from the table; the person asks for a new one.
   */
  secret?: string
  /**
   * Header fields beyond the ones every message has: a notification's List-Unsubscribe and
   * List-Unsubscribe-Post (RFC 8058). Kept with the message, so a retry carries them too.
   */
  headers?: Record<string, string>
}

/** A message as a transport receives it: with the outbox row it is, which names its Message-ID. */
export interface Delivery extends MailMessage {
  outboxId?: string
}

/** How the outbox shows a secret it does not keep. */
export const REDACTED = '[oculto]'

/** How a message leaves: the console (default, offline) or SMTP. */
export interface MailTransport {
  readonly name: string
  deliver(message: Delivery): Promise<void>
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
  /**
   * Starts delivering what a transaction wrote straight into the outbox (a receipt, written
   * with the payment it is for) and nobody has claimed yet; does not wait for the deliveries.
   */
  deliverQueued(): Promise<number>
  /**
   * Delivers one failed message again now (an operator asked). False when it is not a failed
   * message that can be rebuilt from the table, or another process already took it.
   */
  resend(id: string): Promise<boolean>
}

const MAX_ATTEMPTS = 5
/**
 * How long a process holds a message it is delivering. Another process retries it only after
 * that (the holder died mid-delivery), so a message is delivered by one process at a time.
 */
export const DELIVERY_CLAIM_MS = 5 * 60_000
const SECRET_LOST = 'A mensagem levava um código que não é guardado: a pessoa deve pedir um novo.'

type OutboxRow = Selectable<OutboxTable>

const ignore = () => {}

const redact = (text: string, secret: string | undefined) =>
  secret ? text.split(secret).join(REDACTED) : text

export function createMailer(deps: {
  db: Db
  transport: MailTransport
  clock: Clock
  log: Log
  /** Told of every delivery's outcome (the metrics count them). */
  onDelivery?: (outcome: 'sent' | 'failed') => void
}): Mailer {
  const { db, transport, clock, log, onDelivery } = deps
  const inFlight = new Set<Promise<void>>()

  async function deliver(id: string, message: MailMessage) {
    try {
      await transport.deliver({ ...message, outboxId: id })
      onDelivery?.('sent')
      await db
        .updateTable('outbox')
        .set((eb) => ({
          status: 'sent',
          sent_at: clock.now(),
          attempts: eb('attempts', '+', 1),
          claimed_until: null,
        }))
        .where('id', '=', id)
        .execute()
    } catch (error) {
      onDelivery?.('failed')
      log({ level: 'error', msg: 'falha ao enviar e-mail', outboxId: id, err: String(error) })
      await db
        .updateTable('outbox')
        .set((eb) => ({
          status: 'failed',
          last_error: String(error),
          attempts: eb('attempts', '+', 1),
          claimed_until: null,
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

  /** Delivers claimed rows again, rebuilt from the table (never one that carried a secret). */
  function trackRows(rows: OutboxRow[]) {
    for (const row of rows) {
      track(row.id, {
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        ...(row.headers && { headers: JSON.parse(row.headers) as Record<string, string> }),
      })
    }
  }

  /** Claims the unclaimed queued messages and starts their deliveries. */
  async function claimQueued() {
    const now = clock.now()
    const rows = await db
      .updateTable('outbox')
      .set({ claimed_until: new Date(now.getTime() + DELIVERY_CLAIM_MS) })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('outbox')
          .select('id')
          .where('status', '=', 'pending')
          .where('attempts', '=', 0)
          .where('redacted', '=', false)
          .where('claimed_until', 'is', null)
          .orderBy('created_at')
          .limit(50)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .execute()
    trackRows(rows)
    return rows.length
  }

  return {
    async send(message) {
      const id = randomUUID()
      const now = clock.now()
      await db
        .insertInto('outbox')
        .values({
          id,
          recipient: message.to,
          subject: message.subject,
          text_body: redact(message.text, message.secret),
          html_body: redact(message.html, message.secret),
          headers: message.headers ? JSON.stringify(message.headers) : null,
          redacted: Boolean(message.secret),
          last_error: null,
          created_at: now,
          sent_at: null,
          // This process delivers it now; nobody else touches it meanwhile.
          claimed_until: new Date(now.getTime() + DELIVERY_CLAIM_MS),
        })
        .execute()
      track(id, message)
    },

    async drain() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight])
    },

    deliverQueued() {
      // Tracked like a delivery: drain() (shutdown, tests) waits for the claim too, not only for
      // the deliveries it starts, so no row is left claimed by a process that has stopped.
      const claim = claimQueued()
      const claiming: Promise<void> = claim
        .then(ignore, ignore)
        .finally(() => inFlight.delete(claiming))
      inFlight.add(claiming)
      return claim
    },

    async retryUndelivered(olderThan) {
      const now = clock.now()
      // What carried a secret cannot be rebuilt from the table: it is given up, not resent.
      await db
        .updateTable('outbox')
        .set({ status: 'failed', last_error: SECRET_LOST, claimed_until: null })
        .where('redacted', '=', true)
        .where('status', '!=', 'sent')
        .where('created_at', '<', olderThan)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
        .execute()
      // Claimed in one statement: rows another process holds (or is claiming right now) are
      // skipped, so every message is retried by one process.
      const rows = await db
        .updateTable('outbox')
        .set({ claimed_until: new Date(now.getTime() + DELIVERY_CLAIM_MS) })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('outbox')
            .select('id')
            .where('status', '!=', 'sent')
            .where('redacted', '=', false)
            .where('attempts', '<', MAX_ATTEMPTS)
            .where('created_at', '<', olderThan)
            .where((inner) =>
              inner.or([inner('claimed_until', 'is', null), inner('claimed_until', '<', now)]),
            )
            .orderBy('created_at')
            .limit(50)
            .forUpdate()
            .skipLocked(),
        )
        .returningAll()
        .execute()
      trackRows(rows)
      return rows.length
    },

    async resend(id) {
      const now = clock.now()
      // Taken in one statement, only while failed and unclaimed: two operators clicking at once
      // (or the retry job running) send it once.
      const row = await db
        .updateTable('outbox')
        .set({
          status: 'pending',
          attempts: 0,
          last_error: null,
          claimed_until: new Date(now.getTime() + DELIVERY_CLAIM_MS),
        })
        .where('id', '=', id)
        .where('status', '=', 'failed')
        .where('redacted', '=', false)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
        .returningAll()
        .executeTakeFirst()
      if (!row) return false
      trackRows([row])
      return true
    },
  }
}
