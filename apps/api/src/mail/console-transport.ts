import type { Log } from '../log.ts'
import type { MailTransport } from './mailer.ts'

/**
 * The default transport: the message stays in the outbox table and one log line names the
 * recipient and carries the text, so someone running `npm start` offline can read a code.
 */
export function consoleTransport(log: Log): MailTransport {
  return {
    name: 'console',
    deliver: async (message) => {
      log({
        level: 'info',
        msg: `e-mail para ${message.to}: ${message.subject}`,
        text: message.text,
      })
    },
  }
}
