import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LogLine } from '../log.ts'
import { createTestClock } from '../testing/test-clock.ts'
import { useTestDatabase } from '../testing/test-database.ts'
import { consoleTransport } from './console-transport.ts'
import { createMailer, type Delivery, type MailTransport } from './mailer.ts'
import { smtpTransport } from './smtp-transport.ts'
import { passwordChangedEmail, recoveryCodeEmail } from './templates.ts'

const db = useTestDatabase()
const received: { to: string[]; raw: string }[] = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = ''
    stream.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8')
    })
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw })
      callback()
    })
  },
})
let smtpUrl = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)))

const message = recoveryCodeEmail('cliente@exemplo.com', 'Joana Prado', 'K7Q2ZX', 10)
const rows = () => db().selectFrom('outbox').selectAll().orderBy('seq').execute()

describe('mail', () => {
  it('by default writes the outbox and one console line naming the recipient, with the code', async () => {
    const lines: LogLine[] = []
    const mailer = createMailer({
      db: db(),
      clock: createTestClock(),
      log: (line) => lines.push(line),
      transport: consoleTransport((line) => lines.push(line)),
    })
    await mailer.send(message)
    await mailer.drain()
    const [row] = await rows()
    expect(row).toMatchObject({ recipient: 'cliente@exemplo.com', status: 'sent', attempts: 1 })
    expect(lines).toHaveLength(1)
    expect(lines[0]?.msg).toBe('e-mail para cliente@exemplo.com: Seu código para redefinir a senha')
    expect(String(lines[0]?.text)).toContain('K7Q2ZX')
  })

  it('writes pt-BR text and HTML parts', () => {
    expect(message.text).toContain('Olá, Joana!')
    expect(message.text).toContain('Seu código: K7Q2ZX')
    expect(message.text).toContain('Ele vale por 10 minutos e só pode ser usado uma vez.')
    expect(message.html).toContain(
      '<strong style="font-size:24px;letter-spacing:4px">K7Q2ZX</strong>',
    )
    expect(message.html).toContain('Olá, Joana!')
  })

  it('delivers through SMTP when SMTP_URL is set', async () => {
    const transport = smtpTransport(smtpUrl, {
      from: 'Atendimento Inteligente <nao-responda@atendimento.example>',
      replyTo: 'contato@atendimento.example',
    })
    const mailer = createMailer({ db: db(), clock: createTestClock(), log: () => {}, transport })
    await mailer.send(message)
    await mailer.drain()
    transport.close()
    const delivered = received.at(-1)
    expect(delivered?.to).toEqual(['cliente@exemplo.com'])
    expect(delivered?.raw).toMatch(/^Subject: =\?UTF-8\?Q\?Seu_c=C3=B3digo/m)
    expect(delivered?.raw).toContain('K7Q2ZX')
    expect(delivered?.raw).toMatch(/multipart\/alternative/)
    expect(delivered?.raw).toContain('text/html')
    expect((await rows())[0]?.status).toBe('sent')
  })

  it('keeps a failed delivery in the outbox and retries it later', async () => {
    let fail = true
    const delivered: string[] = []
    const flaky: MailTransport = {
      name: 'instável',
      deliver: async (mail) => {
        if (fail) throw new Error('servidor de e-mail fora do ar')
        delivered.push(mail.to)
      },
    }
    const clock = createTestClock()
    const mailer = createMailer({ db: db(), clock, log: () => {}, transport: flaky })
    await mailer.send(passwordChangedEmail('cliente@exemplo.com', 'Joana Prado', clock.now()))
    await mailer.drain()
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 1 })
    fail = false
    clock.advance(120_000)
    expect(await mailer.retryUndelivered(new Date(clock.now().getTime() - 60_000))).toBe(1)
    await mailer.drain()
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 })
    expect(delivered).toEqual(['cliente@exemplo.com'])
  })

  it('retries a notification with its list headers and the same Message-ID source', async () => {
    let fail = true
    const delivered: Delivery[] = []
    const flaky: MailTransport = {
      name: 'instável',
      deliver: async (mail) => {
        if (fail) throw new Error('servidor de e-mail fora do ar')
        delivered.push(mail)
      },
    }
    const clock = createTestClock()
    const mailer = createMailer({ db: db(), clock, log: () => {}, transport: flaky })
    const headers = {
      'List-Unsubscribe': '<https://exemplo.com.br/api/notifications/unsubscribe?token=a.b>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    }
    await mailer.send({
      ...passwordChangedEmail('cliente@exemplo.com', 'Joana', clock.now()),
      headers,
    })
    await mailer.drain()
    fail = false
    clock.advance(120_000)
    await mailer.retryUndelivered(new Date(clock.now().getTime() - 60_000))
    await mailer.drain()
    const [row] = await rows()
    expect(delivered).toEqual([expect.objectContaining({ headers, outboxId: row?.id })])
  })

  it('never keeps a recovery code in the outbox table, and gives up such a message instead of resending it', async () => {
    let fail = true
    const delivered: string[] = []
    const flaky: MailTransport = {
      name: 'instável',
      deliver: async (mail) => {
        if (fail) throw new Error('servidor de e-mail fora do ar')
        delivered.push(mail.text)
      },
    }
    const clock = createTestClock()
    const mailer = createMailer({ db: db(), clock, log: () => {}, transport: flaky })
    fail = false
    await mailer.send(message)
    await mailer.drain()
    expect(delivered[0]).toContain('Seu código: K7Q2ZX')
    fail = true
    await mailer.send(message)
    await mailer.drain()
    const stored = await rows()
    expect(JSON.stringify(stored)).not.toContain('K7Q2ZX')
    expect(stored[0]?.text_body).toContain('Seu código: [oculto]')
    expect(stored.map((row) => row.redacted)).toEqual([true, true])
    fail = false
    clock.advance(120_000)
    expect(await mailer.retryUndelivered(new Date(clock.now().getTime() - 60_000))).toBe(0)
    await mailer.drain()
    expect(delivered).toHaveLength(1)
    expect((await rows())[1]).toMatchObject({ status: 'failed' })
  })
})
