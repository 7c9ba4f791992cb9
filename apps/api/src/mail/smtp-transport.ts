import { readFileSync } from 'node:fs'
import nodemailer from 'nodemailer'
import type { MailTransport } from './mailer.ts'

export interface SmtpOptions {
  /** The From field, e.g. `Atendimento Inteligente <nao-responda@atendimento.example>`. */
  from: string
  /** Where a reply goes (the From address is not read). */
  replyTo: string
  /** DKIM signing (RFC 6376): the domain of From, its DNS selector and the private key's file. */
  dkim?: { domainName: string; keySelector: string; privateKeyFile: string } | undefined
}

/** The domain of an address written as `Name <user@domain>` or `user@domain`. */
export function addressDomain(address: string): string {
  return /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? 'localhost'
}

/**
 * SMTP through nodemailer, e.g. SMTP_URL=smtps://user:pass@smtp.example.com:465. Each message
 * gets a Message-ID made of its outbox id under the sender's domain, so a retry of the same row
 * is the same message to the receiving servers; nodemailer adds Date and the multipart/
 * alternative structure of the text and HTML parts.
 */
export function smtpTransport(
  url: string,
  options: SmtpOptions,
): MailTransport & { close(): void } {
  const domain = addressDomain(options.from)
  const transporter = nodemailer.createTransport(url, {
    ...(options.dkim && {
      dkim: {
        domainName: options.dkim.domainName,
        keySelector: options.dkim.keySelector,
        privateKey: readFileSync(options.dkim.privateKeyFile, 'utf8'),
      },
    }),
  })
  return {
    name: 'smtp',
    deliver: async ({ to, subject, text, html, headers, outboxId }) => {
      await transporter.sendMail({
        from: options.from,
        replyTo: options.replyTo,
        to,
        subject,
        text,
        html,
        ...(headers && { headers }),
        ...(outboxId && { messageId: `<${outboxId}@${domain}>` }),
      })
    },
    close: () => transporter.close(),
  }
}
