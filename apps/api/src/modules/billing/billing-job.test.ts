import { describe, expect, it } from 'vitest'
import { GatewayUnavailableError, type PaymentGateway } from '../../payments/gateway.ts'
import { createSandboxGateway, SANDBOX_CARDS } from '../../payments/sandbox-gateway.ts'
import { cardPayment, createTestApp, outbox, signUp } from '../../testing/test-app.ts'
import { createTestClock, DAY } from '../../testing/test-clock.ts'
import { useTestDatabase } from '../../testing/test-database.ts'
import { withMoneyLock } from '../subscriptions/money-lock.ts'
import { runBilling } from './billing-job.ts'

const db = useTestDatabase()

async function subscriber(number = '4444 4444 4444 4444', gateway?: PaymentGateway) {
  const clock = createTestClock()
  const t = createTestApp(db(), {
    clock,
    settings: { sessionTtlMs: 365 * DAY },
    ...(gateway && { gateway }),
  })
  const { token, email } = await signUp(t)
  const res = await t.request('POST', '/subscription/plano-essencial', {
    token,
    body: cardPayment(number),
  })
  return { t, token, email, subscription: res.body.data }
}

const payments = () => db().selectFrom('payments').selectAll().orderBy('billing_date').execute()

describe('billing job (sandbox renewals)', () => {
  it('charges nothing before nextBillingDate', async () => {
    const { t } = await subscriber()
    t.clock.advance(30 * DAY - 1000)
    expect(await runBilling(t.context)).toEqual({ charged: 0, failed: 0, deferred: 0 })
  })

  it('charges a due subscription once and moves nextBillingDate one cycle', async () => {
    const { t, token, subscription } = await subscriber()
    t.clock.advance(30 * DAY + 5000)
    expect(await runBilling(t.context)).toEqual({ charged: 1, failed: 0, deferred: 0 })
    expect(await runBilling(t.context)).toEqual({ charged: 0, failed: 0, deferred: 0 })
    const after = await t.request('GET', `/subscription/${subscription._id}`, { token })
    expect(after.body.data.nextBillingDate).toBe(
      new Date(new Date(subscription.nextBillingDate).getTime() + 30 * DAY).toISOString(),
    )
    const rows = await payments()
    expect(rows.map((row) => [row.status, row.billing_date.toISOString()])).toEqual([
      ['paid', subscription.created_at],
      ['paid', subscription.nextBillingDate],
    ])
  })

  it('makes the payment failed and the subscription pending when the card is refused', async () => {
    const { t, token, email, subscription } = await subscriber(SANDBOX_CARDS.renewalsRefused)
    t.clock.advance(31 * DAY)
    expect(await runBilling(t.context)).toEqual({ charged: 0, failed: 1, deferred: 0 })
    const after = await t.request('GET', `/subscription/${subscription._id}`, { token })
    expect(after.body.data.status).toBe('pending')
    expect((await payments()).map((row) => row.status)).toEqual(['paid', 'failed'])
    const mails = await outbox(db(), email)
    expect(mails.at(-1)?.subject).toBe('Não conseguimos renovar sua assinatura')

    // "Continuar Pagamento" with another card resumes the same subscription.
    const resumed = await t.request('POST', '/subscription/plano-essencial', {
      token,
      body: cardPayment(),
    })
    expect(resumed.status).toBe(200)
    expect(resumed.body.data).toMatchObject({ _id: subscription._id, status: 'active' })
  })

  it('leaves canceled subscriptions alone', async () => {
    const { t, token, subscription } = await subscriber()
    await t.request('DELETE', `/subscription/${subscription._id}`, { token })
    t.clock.advance(40 * DAY)
    expect(await runBilling(t.context)).toEqual({ charged: 0, failed: 0, deferred: 0 })
  })

  it('retries a renewal the gateway did not answer with the same key, charging once', async () => {
    const clock = createTestClock()
    const sandbox = createSandboxGateway({ db: db(), clock })
    let down = false
    const flaky: PaymentGateway = {
      ...sandbox,
      chargeRenewal: async (request) => {
        if (down) throw new GatewayUnavailableError('tempo esgotado')
        return sandbox.chargeRenewal(request)
      },
    }
    const { t } = await subscriber(undefined, flaky)
    t.clock.set(clock.now())
    clock.advance(31 * DAY)
    t.clock.set(clock.now())
    down = true
    expect(await runBilling(t.context)).toEqual({ charged: 0, failed: 0, deferred: 1 })
    expect((await payments()).map((row) => row.status)).toEqual(['paid', 'pending'])
    down = false
    expect(await runBilling(t.context)).toEqual({ charged: 1, failed: 0, deferred: 0 })
    expect((await payments()).map((row) => row.status)).toEqual(['paid', 'paid'])
  })
})

describe('renewals and the account money lock (issue 26)', () => {
  it('leaves a renewal for the next run while its account is busy, then charges it once', async () => {
    const { t, subscription } = await subscriber()
    t.clock.advance(30 * DAY + 5000)
    const account = (
      await db()
        .selectFrom('subscriptions')
        .select('user_id')
        .where('id', '=', subscription._id)
        .executeTakeFirstOrThrow()
    ).user_id
    const impatient = { ...t.context, settings: { ...t.context.settings, moneyLockWaitMs: 10 } }
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    let holding = false
    // A checkout (say) of this account holds its lock while the job runs.
    const busy = withMoneyLock(t.context, account, async () => {
      holding = true
      await released
    })
    await expect.poll(() => holding).toBe(true)
    expect(await runBilling(impatient)).toEqual({ charged: 0, failed: 0, deferred: 1 })
    release()
    await busy
    expect(await runBilling(impatient)).toEqual({ charged: 1, failed: 0, deferred: 0 })
  })

  it('charges nothing on an account erased since the list of renewals was read', async () => {
    const { t } = await subscriber()
    t.clock.advance(30 * DAY + 5000)
    // As if the deletion had committed between the job's list and its charge: the job reads the
    // subscription again under the lock and finds nothing to charge.
    await db().updateTable('users').set({ deleted_at: t.clock.now() }).execute()
    expect(await runBilling(t.context)).toEqual({ charged: 0, failed: 0, deferred: 0 })
    expect(await payments()).toHaveLength(1)
  })
})
