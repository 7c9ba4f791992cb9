import type { Receipt } from '@atendimento/domain/schemas/payment'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as deviceTemplates from '../mail/device-templates.ts'
import type { MailMessage } from '../mail/mailer.ts'
import { smtpTransport } from '../mail/smtp-transport.ts'
import * as templates from '../mail/templates.ts'
import { startServerProcess } from '../testing/server-process.ts'
import { registration } from '../testing/test-app.ts'
import { type ReceivedMail, startSmtpSink } from './smtp-mail.ts'

const FROM = 'Atendimento Inteligente <nao-responda@atendimento-inteligente.example>'
const FROM_ADDRESS = {
  address: 'nao-responda@atendimento-inteligente.example',
  name: 'Atendimento Inteligente',
}
const REPLY_TO = 'contato@atendimento-inteligente.example'
const PUBLIC_URL = 'https://app.atendimento-inteligente.example'
const TO = 'joana@exemplo.com.br'
const when = new Date('2026-11-20T15:30:00.000Z')
const receipt: Receipt = {
  paymentId: 'b1c2d3e4-0000-4000-8000-000000000001',
  planName: 'Profissional',
  amount: 9990,
  paidAt: when.toISOString(),
  method: 'credit_card',
  card: { brand: 'Visa', last4: '4444' },
  periodStart: when.toISOString(),
  periodEnd: '2026-12-20T15:30:00.000Z',
  customer: { name: 'Joana Prado', email: TO },
  company: { name: 'Empresa Exemplo Tecnologia Ltda.', cnpj: '11.222.333/0001-81' },
}
const listHeaders = {
  'List-Unsubscribe': `<${PUBLIC_URL}/api/notifications/unsubscribe?inscricao=u1.assinatura>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
}

// One sample of every e-mail the product sends: a template without one fails the test below.
const EVERY_TEMPLATE = { ...templates, ...deviceTemplates }
const SAMPLES: Record<keyof typeof EVERY_TEMPLATE, () => MailMessage> = {
  recoveryCodeEmail: () => templates.recoveryCodeEmail(TO, 'Joana Prado', 'K7Q2ZX', 10),
  passwordChangedEmail: () => templates.passwordChangedEmail(TO, 'Joana Prado', when),
  renewalFailedEmail: () => templates.renewalFailedEmail(TO, 'Joana Prado', 'Profissional'),
  welcomeEmail: () => templates.welcomeEmail(TO, 'Joana Prado'),
  signupAttemptEmail: () => templates.signupAttemptEmail(TO),
  signupDocumentTakenEmail: () => templates.signupDocumentTakenEmail(TO, 'Joana Prado'),
  emailChangeConfirmEmail: () =>
    templates.emailChangeConfirmEmail(
      TO,
      'Joana Prado',
      `${PUBLIC_URL}/confirmar-email?token=T0K3N-SECRETO`,
      'T0K3N-SECRETO',
    ),
  emailChangeRequestedEmail: () =>
    templates.emailChangeRequestedEmail(TO, 'Joana Prado', 'nova@exemplo.com.br'),
  emailInUseEmail: () => templates.emailInUseEmail(TO),
  emailChangedEmail: () => templates.emailChangedEmail(TO, 'Joana Prado', 'nova@exemplo.com.br'),
  pixRenewalEmail: () =>
    templates.pixRenewalEmail(TO, 'Joana Prado', {
      planName: 'Profissional',
      amountCents: 9990,
      code: '00020126580014br.gov.bcb.pix0136exemplo',
      dueDate: when,
      expiresAt: when,
    }),
  receiptEmail: () => templates.receiptEmail(TO, receipt),
  accountDeletedEmail: () => templates.accountDeletedEmail(TO, 'Joana Prado', when),
  subscriptionEndedEmail: () =>
    templates.subscriptionEndedEmail(TO, 'Joana Prado', 'Profissional', when),
  renewalReminderEmail: () =>
    templates.renewalReminderEmail(
      TO,
      'Joana Prado',
      {
        planName: 'Profissional',
        amountCents: 9990,
        card: { brand: 'Visa', last4: '4444' },
        date: when,
        publicUrl: PUBLIC_URL,
      },
      listHeaders,
    ),
  newDeviceEmail: () =>
    deviceTemplates.newDeviceEmail(
      TO,
      'Joana Prado',
      {
        name: 'PC do caixa',
        platform: 'windows',
        appVersion: '1.4.2',
        approvedIp: '203.0.113.7',
        approvedAt: when,
      },
      PUBLIC_URL,
    ),
  devicesCutEmail: () =>
    deviceTemplates.devicesCutEmail(
      TO,
      'Joana Prado',
      { name: 'Essencial', maxDevices: 1 },
      [{ name: 'Notebook da recepção' }],
      PUBLIC_URL,
    ),
}

// The notifications a person may turn off; everything else is what an account must receive.
const NOTIFICATIONS = new Set<string>(['renewalReminderEmail'])

const header = (mail: ParsedMail, name: string) => mail.headers.get(name.toLowerCase())
const links = (text: string) => text.match(/https?:\/\/[^\s"<>]+/g) ?? []

describe('every e-mail the product sends, through SMTP', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>
  const delivered = new Map<string, ReceivedMail>()

  beforeAll(async () => {
    sink = await startSmtpSink()
    const transport = smtpTransport(sink.url, { from: FROM, replyTo: REPLY_TO })
    for (const [name, sample] of Object.entries(SAMPLES)) {
      await transport.deliver({ ...sample(), outboxId: `outbox-${name}` })
      delivered.set(name, sink.received.at(-1) as ReceivedMail)
    }
    transport.close()
  })
  afterAll(() => sink?.close())

  it('has a sample of each template, so none is left unchecked', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(EVERY_TEMPLATE).sort())
  })

  it.each(Object.keys(SAMPLES))('%s is a well-formed pt-BR message', (name) => {
    const mail = delivered.get(name)?.parsed as ParsedMail
    const sample = SAMPLES[name as keyof typeof SAMPLES]()
    expect(mail.from?.value).toEqual([FROM_ADDRESS])
    expect(mail.replyTo?.value).toEqual([{ address: REPLY_TO, name: '' }])
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(TO)
    expect(mail.messageId).toBe(`<outbox-${name}@atendimento-inteligente.example>`)
    expect(mail.date).toBeInstanceOf(Date)
    // Accents survive the encoding of the header (RFC 2047) and of the body.
    expect(mail.subject).toBe(sample.subject)
    expect(header(mail, 'content-type')).toMatchObject({ value: 'multipart/alternative' })
    expect(mail.text?.trim()).toBe(sample.text.trim())
    expect(mail.html).toBe(sample.html)
    expect(mail.html).toContain('<html lang="pt-BR">')
    for (const link of [...links(mail.text ?? ''), ...links(String(mail.html))]) {
      expect(link.startsWith(`${PUBLIC_URL}/`)).toBe(true)
    }
  })

  it.each(Object.keys(SAMPLES))(
    '%s carries the one-click unsubscribe only if a notification',
    (name) => {
      const mail = delivered.get(name)?.parsed as ParsedMail
      // mailparser gathers the List-* fields (RFC 2369, RFC 8058) under 'list'.
      const list = header(mail, 'list')
      if (!NOTIFICATIONS.has(name)) {
        expect(list).toBeUndefined()
        return
      }
      expect(list).toEqual({
        unsubscribe: { url: `${PUBLIC_URL}/api/notifications/unsubscribe?inscricao=u1.assinatura` },
        'unsubscribe-post': { name: 'List-Unsubscribe=One-Click' },
      })
      expect(mail.text).toContain(`${PUBLIC_URL}/dashboard?tab=settings`)
    },
  )
})

describe('the server with SMTP_URL', () => {
  it('sends from MAIL_FROM with the Reply-To, and logs no code', async () => {
    const sink = await startSmtpSink()
    const server = await startServerProcess({
      SMTP_URL: sink.url,
      MAIL_FROM: FROM,
      MAIL_REPLY_TO: REPLY_TO,
      PUBLIC_URL,
    })
    try {
      const email = `smtp-${Date.now()}@exemplo.com.br`
      const post = (path: string, body: unknown) =>
        fetch(`${server.url}/api${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      expect((await post('/auth/register', registration({ email }))).status).toBe(200)
      await post('/auth/forgot', { email })
      const code = await waitFor(() =>
        sink.received.find(
          (mail) => mail.envelopeTo.includes(email) && /código/.test(mail.parsed.subject ?? ''),
        ),
      )
      expect(code.parsed.from?.value).toEqual([FROM_ADDRESS])
      expect(code.parsed.replyTo?.value).toEqual([{ address: REPLY_TO, name: '' }])
      expect(code.parsed.messageId).toMatch(/@atendimento-inteligente\.example>$/)
      const secret = /Seu código: (\w{6})/.exec(code.parsed.text ?? '')?.[1]
      expect(secret).toMatch(/^\w{6}$/)
      expect(server.output()).not.toContain(secret)
    } finally {
      await server.stop()
      await sink.close()
    }
  }, 120_000)
})

async function waitFor<T>(find: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = find()
    if (found) return found
    if (Date.now() > deadline) throw new Error('o e-mail não chegou')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
