import { isValidBrCode } from '@atendimento/domain/pix/br-code'
import { describe, expect, it } from 'vitest'
import { createTestApp, outbox, signUp, type TestApp } from '../../testing/test-app.ts'
import { createTestClock, DAY } from '../../testing/test-clock.ts'
import { useTestDatabase } from '../../testing/test-database.ts'
import { runBilling } from './billing-job.ts'
import { runPixRenewals } from './pix-renewals.ts'

const db = useTestDatabase()

/** A subscription paid by Pix at checkout (the sandbox pays it at the second status check). */
async function pixSubscriber() {
  const clock = createTestClock()
  const t = createTestApp(db(), { clock, settings: { sessionTtlMs: 365 * DAY } })
  const { token, email } = await signUp(t)
  const res = await t.request('POST', '/subscription/plano-essencial/pix', { token })
  for (let check = 0; check < 2; check++) {
    await t.request('POST', '/subscription/pix/status', {
      token,
      body: { pixId: res.body.data.pix.pixId },
    })
  }
  const subscription = (
    await t.request('GET', `/subscription/${res.body.data.subscription._id}`, { token })
  ).body.data
  expect(subscription.status).toBe('active')
  return { t, token, email, subscription }
}

const renewalMails = async (email: string) =>
  (await outbox(db(), email)).filter((mail) => mail.subject.startsWith('Pix para renovar'))
const pixPayments = () =>
  db()
    .selectFrom('payments')
    .selectAll()
    .where('method', '=', 'pix')
    .orderBy('billing_date')
    .execute()

/** A second API process on the same database, with the same clock. */
const secondProcess = (t: TestApp) => createTestApp(db(), { clock: t.clock })

describe('Pix renewals', () => {
  it('e-mails the next period’s code three days before the date, once, even with two processes', async () => {
    const { t, email, subscription } = await pixSubscriber()
    t.clock.advance(26 * DAY)
    expect(await runPixRenewals(t.context)).toEqual({ issued: 0, overdue: 0, deferred: 0 })
    t.clock.advance(1 * DAY + 1000)
    const other = secondProcess(t)
    const runs = await Promise.all([runPixRenewals(t.context), runPixRenewals(other.context)])
    expect(runs.map((run) => run.issued).sort()).toEqual([0, 1])
    expect((await runPixRenewals(t.context)).issued).toBe(0)

    const [, renewal] = await pixPayments()
    expect(renewal?.status).toBe('pending')
    expect(renewal?.billing_date.toISOString()).toBe(subscription.nextBillingDate)
    expect(isValidBrCode(renewal?.pix_code ?? '')).toBe(true)
    const mails = await renewalMails(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text_body).toContain(renewal?.pix_code)
    expect(mails[0]?.text_body).toContain('Continuar Pagamento')
    // The card job leaves Pix subscriptions alone.
    t.clock.advance(4 * DAY)
    expect((await runBilling(t.context)).charged + (await runBilling(t.context)).failed).toBe(0)
  })

  it('a paid renewal code moves the next date one cycle and sends a receipt', async () => {
    const { t, token, email, subscription } = await pixSubscriber()
    t.clock.advance(28 * DAY)
    await runPixRenewals(t.context)
    const [, renewal] = await pixPayments()
    for (let check = 0; check < 2; check++) {
      await t.request('POST', '/subscription/pix/status', {
        token,
        body: { pixId: renewal?.gateway_payment_ref },
      })
    }
    const after = (await t.request('GET', `/subscription/${subscription._id}`, { token })).body.data
    expect(after.status).toBe('active')
    expect(after.nextBillingDate).toBe(
      new Date(new Date(subscription.nextBillingDate).getTime() + 30 * DAY).toISOString(),
    )
    const receipts = (await outbox(db(), email)).filter((m) => m.subject.startsWith('Recibo'))
    expect(receipts).toHaveLength(2)
  })

  it('an unpaid renewal past its date leaves the subscription awaiting payment; Continuar Pagamento gives a new code', async () => {
    const { t, token, subscription } = await pixSubscriber()
    t.clock.advance(28 * DAY)
    await runPixRenewals(t.context)
    t.clock.advance(3 * DAY + 1000)
    const other = secondProcess(t)
    const runs = await Promise.all([runPixRenewals(t.context), runPixRenewals(other.context)])
    expect(runs.map((run) => run.overdue).sort()).toEqual([0, 1])
    const after = (await t.request('GET', `/subscription/${subscription._id}`, { token })).body.data
    expect(after).toMatchObject({ status: 'pending', paymentMethod: 'pix' })
    const [, renewal] = await pixPayments()
    expect(renewal).toMatchObject({ status: 'failed', failure_reason: 'Pix expirado' })

    const resumed = await t.request('POST', '/subscription/plano-essencial/pix', { token })
    expect(resumed.status).toBe(200)
    expect(resumed.body.data.subscription._id).toBe(subscription._id)
    expect(resumed.body.data.pix.pixId).not.toBe(renewal?.gateway_payment_ref)
  })
})
