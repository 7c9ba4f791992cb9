import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { describe, expect, it } from 'vitest'
import { cardPayment, createTestApp, outbox, signUp, type TestApp } from '../../testing/test-app.ts'
import { createTestClock, DAY } from '../../testing/test-clock.ts'
import { useTestDatabase } from '../../testing/test-database.ts'
import { runBilling } from '../billing/billing-job.ts'
import { sendRenewalReminders } from './renewal-reminders.ts'
import { unsubscribeToken } from './unsubscribe-link.ts'

const db = useTestDatabase()

/** A card subscriber of Essencial (30-day cycle), signed in for a year. */
async function cardSubscriber(t?: TestApp) {
  const app =
    t ?? createTestApp(db(), { clock: createTestClock(), settings: { sessionTtlMs: 365 * DAY } })
  const customer = await signUp(app)
  const res = await app.request('POST', '/subscription/plano-essencial', {
    token: customer.token,
    body: cardPayment(),
  })
  expect(res.body.data.status).toBe('active')
  return { t: app, ...customer, subscription: res.body.data }
}

/** From a reminder (27 days in), to the renewal date, the charge, and the next window. */
async function renewAndWaitForTheNextReminderWindow(t: TestApp) {
  t.clock.advance(3 * DAY)
  expect((await runBilling(t.context)).charged).toBe(1)
  t.clock.advance(27 * DAY)
}

const reminders = async (email: string) =>
  (await outbox(db(), email)).filter((mail) => mail.subject.includes(' renova em '))

const unsubscribeUrl = (headers: string | null) =>
  /<([^>]+)>/.exec(JSON.parse(headers ?? '{}')['List-Unsubscribe'] ?? '')?.[1] ?? ''

/** What a mail client does with List-Unsubscribe-Post (RFC 8058): a POST, no session. */
const oneClick = (t: TestApp, url: string) =>
  t.request('POST', url.slice(url.indexOf('/api') + 4), {
    body: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })

describe('renewal reminders', () => {
  it('announce a card renewal three days ahead, once per date, even with two processes', async () => {
    const { t, email } = await cardSubscriber()
    t.clock.advance(26 * DAY)
    expect(await sendRenewalReminders(t.context)).toBe(0)
    t.clock.advance(DAY + 1000)
    const other = createTestApp(db(), { clock: t.clock })
    const sent = await Promise.all([
      sendRenewalReminders(t.context),
      sendRenewalReminders(other.context),
    ])
    expect(sent.sort()).toEqual([0, 1])
    expect(await sendRenewalReminders(t.context)).toBe(0)
    const [mail] = await reminders(email)
    expect(mail?.subject).toMatch(/^Sua assinatura do plano Essencial renova em \d\d\/\d\d\/\d{4}$/)
    expect(mail?.text_body).toContain('no cartão')
    expect(JSON.parse(mail?.headers ?? '{}')).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(unsubscribeUrl(mail?.headers ?? null)).toMatch(
      /^http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?inscricao=/,
    )
    // Renewed on its date, the next period is announced again, once.
    await renewAndWaitForTheNextReminderWindow(t)
    expect(await sendRenewalReminders(t.context)).toBe(1)
    expect(await reminders(email)).toHaveLength(2)
  })

  it('are not sent to an account that turned notifications off, nor for a cancelled plan', async () => {
    const quiet = await cardSubscriber()
    await quiet.t.request('PUT', '/user/notifications', {
      token: quiet.token,
      body: { email: false, weeklyReports: false },
    })
    const cancelled = await cardSubscriber(quiet.t)
    await quiet.t.request('DELETE', `/subscription/${cancelled.subscription._id}`, {
      token: cancelled.token,
    })
    quiet.t.clock.advance(28 * DAY)
    expect(await sendRenewalReminders(quiet.t.context)).toBe(0)
  })
})

describe('the one-click unsubscribe (RFC 8058)', () => {
  it('turns notifications off from the link in the e-mail, once, and the next reminder is not sent', async () => {
    const { t, email, token, user } = await cardSubscriber()
    t.clock.advance(27 * DAY + 1000)
    await sendRenewalReminders(t.context)
    const [mail] = await reminders(email)
    const first = await oneClick(t, unsubscribeUrl(mail?.headers ?? null))
    expect(first).toMatchObject({
      status: 200,
      body: { message: API_MESSAGES.notificationsUnsubscribed, data: null },
    })
    const again = await oneClick(t, unsubscribeUrl(mail?.headers ?? null))
    expect(again.body).toEqual(first.body)
    const preferences = await t.request('GET', '/user/notifications', { token })
    expect(preferences.body.data).toMatchObject({ email: false })
    const trail = await db()
      .selectFrom('audit_events')
      .select('kind')
      .where('user_id', '=', user._id)
      .where('kind', '=', 'notifications.unsubscribed')
      .execute()
    expect(trail).toHaveLength(1)
    await renewAndWaitForTheNextReminderWindow(t)
    expect(await sendRenewalReminders(t.context)).toBe(0)
  })

  it('refuses a link this server did not make, or one bent to another account', async () => {
    const t = createTestApp(db())
    const alice = await signUp(t)
    const bob = await signUp(t)
    const alices = await unsubscribeToken(t.context, alice.user._id)
    const forged = `${bob.user._id}.${alices.split('.')[1]}`
    for (const attempt of [forged, 'qualquer-coisa', `${alice.user._id}.`]) {
      const res = await t.request(
        'POST',
        `/notifications/unsubscribe?inscricao=${encodeURIComponent(attempt)}`,
      )
      expect(res).toMatchObject({
        status: 400,
        body: { message: API_MESSAGES.unsubscribeLinkInvalid },
      })
    }
    for (const person of [alice, bob]) {
      const preferences = await t.request('GET', '/user/notifications', { token: person.token })
      expect(preferences.body.data.email).toBe(true)
    }
  })
})
