import nodemailer from 'nodemailer'
import type { MailTransport } from './mailer.ts'

/** SMTP through nodemailer, e.g. SMTP_URL=smtps://user:pass@smtp.example.com:465 */
export function smtpTransport(url: string, from: string): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport(url)
  return {
    name: 'smtp',
    deliver: async (message) => {
      await transporter.sendMail({ from, ...message })
    },
    close: () => transporter.close(),
  }
}
