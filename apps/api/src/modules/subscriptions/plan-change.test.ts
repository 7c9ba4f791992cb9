import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { paymentListSchema } from '@atendimento/domain/schemas/payment'
import { planChangeQuoteSchema } from '@atendimento/domain/schemas/plan-change'
import { subscriptionSchema } from '@atendimento/domain/schemas/subscription'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { cardPayment, createTestApp, signUp, type TestApp } from '../../testing/test-app.ts'
import { DAY } from '../../testing/test-clock.ts'
import { useTestDatabase } from '../../testing/test-database.ts'
import { runBilling } from '../billing/billing-job.ts'

const db = useTestDatabase()
const setup = () => createTestApp(db(), { settings: { sessionTtlMs: 365 * DAY } })

async function subscribed(t: TestApp, planId: string) {
  const { token } = await signUp(t)
  const res = await t.request('POST', `/subscription/${planId}`, {
    token,
    body: cardPayment('4444 4444 4444 4444'),
  })
  expect(res.status).toBe(200)
  return { token, subscription: v.parse(subscriptionSchema, res.body.data) }
}

const quote = (t: TestApp, token: string, id: string, planId: string) =>
  t.request('GET', `/subscription/${id}/change/${planId}`, { token })
const change = (t: TestApp, token: string, id: string, planId: string, expectedAmount: number) =>
  t.request('POST', `/subscription/${id}/change/${planId}`, { token, body: { expectedAmount } })
const payments = async (t: TestApp, token: string) =>
  v.parse(paymentListSchema, (await t.request('GET', '/recurrence/user', { token })).body.data)

describe('upgrade: charged now, pro rata', () => {
  it('quotes the difference for the days left, charges exactly that and keeps the billing date', async () => {
    const t = setup()
    const { token, subscription } = await subscribed(t, 'plano-essencial')
    t.clock.advance(15 * DAY)

    const quoted = await quote(t, token, subscription._id, 'plano-profissional')
    expect(quoted.status).toBe(200)
    const data = v.parse(planChangeQuoteSchema, quoted.body.data)
    // (99,90 - 49,90) / 30 days x 15 days left
    expect(data).toMatchObject({
      kind: 'upgrade',
      amount: 2500,
      periodEnd: subscription.nextBillingDate,
    })

    const res = await change(t, token, subscription._id, 'plano-profissional', data.amount)
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(API_MESSAGES.planUpgraded)
    expect(res.body.data).toMatchObject({
      planId: { _id: 'plano-profissional', price: 9990 },
      status: 'active',
      nextBillingDate: subscription.nextBillingDate,
      scheduledPlan: null,
    })
    const [latest, first] = await payments(t, token)
    expect(latest).toMatchObject({ amount: 2500, status: 'paid', change: 'upgrade' })
    expect(latest?.planId.name).toBe('Profissional')
    expect(first).toMatchObject({ amount: 4990, change: null })

    // The next renewal is the new plan's full price.
    t.clock.advance(16 * DAY)
    await runBilling(t.context)
    const renewed = (await payments(t, token))[0]
    expect(renewed).toMatchObject({ amount: 9990, status: 'paid', change: null })
    const audit = await db()
      .selectFrom('audit_events')
      .selectAll()
      .where('kind', '=', 'subscription.plan_changed')
      .execute()
    expect(audit).toHaveLength(1)
  })

  it('never charges more than the amount the customer saw', async () => {
    const t = setup()
    const { token, subscription } = await subscribed(t, 'plano-essencial')
    const res = await change(t, token, subscription._id, 'plano-profissional', 100)
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(API_MESSAGES.planChangeAmountChanged)
    expect(await payments(t, token)).toHaveLength(1)
  })
})

describe('two requests at once', () => {
  it('charge one upgrade: the other is refused or answered by the same charge, never charged twice', async () => {
    const t = setup()
    const { token, subscription } = await subscribed(t, 'plano-essencial')
    const both = await Promise.all([
      change(t, token, subscription._id, 'plano-profissional', 5000),
      change(t, token, subscription._id, 'plano-profissional', 5000),
    ])
    // Which one depends on timing: the second request either finds the first one's attempt
    // still open and is refused (409), or finds it and reuses it as a retry would (the gateway
    // answers that same call: 200). On PGlite they run one after the other; on PostgreSQL both.
    const statuses = both.map((res) => res.status).sort()
    expect(statuses[0]).toBe(200)
    expect([200, 409]).toContain(statuses[1])
    const upgrades = (await payments(t, token)).filter((payment) => payment.change === 'upgrade')
    expect(upgrades).toMatchObject([{ amount: 5000, status: 'paid' }])
    const charges = await db().selectFrom('sandbox_charges').selectAll().execute()
    expect(charges.filter((charge) => charge.amount_cents === 5000)).toHaveLength(1)
  })
})

describe('downgrade: at the next billing date', () => {
  it('charges nothing now, shows the scheduled change and bills the new plan at the renewal', async () => {
    const t = setup()
    const { token, subscription } = await subscribed(t, 'plano-profissional')
    t.clock.advance(10 * DAY)
    const quoted = v.parse(
      planChangeQuoteSchema,
      (await quote(t, token, subscription._id, 'plano-essencial')).body.data,
    )
    expect(quoted).toMatchObject({
      kind: 'downgrade',
      amount: 0,
      effectiveAt: subscription.nextBillingDate,
    })

    const res = await change(t, token, subscription._id, 'plano-essencial', 0)
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(API_MESSAGES.planDowngradeScheduled)
    expect(res.body.data).toMatchObject({
      planId: { _id: 'plano-profissional' },
      scheduledPlan: {
        _id: 'plano-essencial',
        price: 4990,
        effectiveAt: subscription.nextBillingDate,
      },
    })
    const scheduled = (await payments(t, token))[0]
    expect(scheduled).toMatchObject({
      amount: 4990,
      status: 'scheduled',
      change: 'downgrade',
      billingDate: subscription.nextBillingDate,
    })

    // Nothing happens before the date.
    await runBilling(t.context)
    expect((await payments(t, token))[0]?.status).toBe('scheduled')

    t.clock.advance(21 * DAY)
    expect(await runBilling(t.context)).toMatchObject({ charged: 1 })
    const after = await payments(t, token)
    expect(after).toHaveLength(2)
    expect(after[0]).toMatchObject({ amount: 4990, status: 'paid', change: 'downgrade' })
    const now = (await t.request('GET', `/subscription/${subscription._id}`, { token })).body.data
    expect(now).toMatchObject({
      planId: { _id: 'plano-essencial', price: 4990 },
      status: 'active',
      scheduledPlan: null,
    })
    // One cycle of the new plan from the date billed.
    expect(now.nextBillingDate).toBe(
      new Date(new Date(subscription.nextBillingDate ?? '').getTime() + 30 * DAY).toISOString(),
    )
  })

  it('a cancellation drops the scheduled change', async () => {
    const t = setup()
    const { token, subscription } = await subscribed(t, 'plano-profissional')
    await change(t, token, subscription._id, 'plano-essencial', 0)
    const res = await t.request('DELETE', `/subscription/${subscription._id}`, { token })
    expect(res.body.data.scheduledPlan).toBeNull()
    expect((await payments(t, token)).map((payment) => payment.status)).toEqual(['paid'])
  })
})

describe('what cannot be changed', () => {
  it.each([
    ['the same plan', 'plano-essencial', 409, API_MESSAGES.planChangeSamePlan],
    ['an unknown plan', 'plano-nenhum', 404, API_MESSAGES.planNotFound],
  ])('refuses %s', async (_, planId, status, message) => {
    const t = setup()
    const { token, subscription } = await subscribed(t, 'plano-essencial')
    const res = await quote(t, token, subscription._id, planId)
    expect(res.status).toBe(status)
    expect(res.body.message).toBe(message)
  })

  it('asks for a card when none is saved to charge the difference (a Pix subscription)', async () => {
    const t = setup()
    const { token, subscription } = await subscribed(t, 'plano-essencial')
    await db().updateTable('subscriptions').set({ card_token: null }).execute()
    const res = await change(t, token, subscription._id, 'plano-profissional', 5000)
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(API_MESSAGES.planChangeNoCard)
    expect((await payments(t, token)).filter((payment) => payment.change)).toEqual([])
  })

  it("refuses a cancelled subscription and another account's", async () => {
    const t = setup()
    const { token, subscription } = await subscribed(t, 'plano-essencial')
    const other = await signUp(t)
    const foreign = await quote(t, other.token, subscription._id, 'plano-profissional')
    expect(foreign.status).toBe(404)
    await t.request('DELETE', `/subscription/${subscription._id}`, { token })
    const res = await change(t, token, subscription._id, 'plano-profissional', 99999)
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(API_MESSAGES.planChangeNotActive)
  })
})
