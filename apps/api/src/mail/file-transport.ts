import { appendFile } from 'node:fs/promises'
import type { MailMessage, MailTransport } from './mailer.ts'

/**
 * Also appends every message as one JSON line to a file (MAIL_OUTBOX_FILE), so end-to-end tests
 * can read a recovery code from a server they only reach over HTTP.
 */
export function withOutboxFile(file: string, inner: MailTransport): MailTransport {
  return {
    name: `${inner.name} + arquivo`,
    async deliver(message: MailMessage) {
      await inner.deliver(message)
      await appendFile(
        file,
        `${JSON.stringify({ ...message, sentAt: new Date().toISOString() })}\n`,
      )
    },
  }
}
