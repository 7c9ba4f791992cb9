import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { formatDate } from '@atendimento/domain/dates'
import { PLAN_CHANGE_QUOTE_TTL_MS } from '@atendimento/domain/plan-change'
import { paymentListSchema } from '@atendimento/domain/schemas/payment'
import { planChangeQuoteSchema } from '@atendimento/domain/schemas/plan-change'
import { subscriptionSchema } from '@atendimento/domain/schemas/subscription'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  cardPayment,
  createTestApp,
  outbox,
  settle,
  signUp,
  type TestApp,
} from '../../testing/test-app.ts'
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
/** The change confirmed at the figure just quoted for it, as the dialog does. */
async function quotedChange(t: TestApp, token: string, id: string, planId: string) {
  const quoted = await quote(t, token, id, planId)
  expect(quoted.status).toBe(200)
  return change(t, token, id, planId, quoted.body.data.amount)
}
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
    expect((await quote(t, token, subscription._id, 'plano-profissional')).body.data.amount).toBe(
      5000,
    )
    const both = await Promise.all([
      change(t, token, subscription._id, 'plano-profissional', 5000),
      change(t, token, subscription._id, 'plano-profissional', 5000),
    ])
    // The second runs after the first (the account's money lock) and finds the plan changed.
    expect(both.map((res) => res.status).sort()).toEqual([200, 409])
    expect(both.map((res) => res.body.message)).toContain(API_MESSAGES.planChangeSamePlan)
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

    const res = await change(t, token, subscription._id, 'plano-essencial', quoted.amount)
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
    expect((await quotedChange(t, token, subscription._id, 'plano-essencial')).status).toBe(200)
    const res = await t.request('DELETE', `/subscription/${subscription._id}`, { token })
    expect(res.body.data.scheduledPlan).toBeNull()
    expect((await payments(t, token)).map((payment) => payment.status)).toEqual(['paid'])
    const closed = await db()
      .selectFrom('audit_events')
      .select('detail')
      .where('kind', '=', 'subscription.closed')
      .executeTakeFirstOrThrow()
    expect(closed.detail).toMatchObject({ droppedChange: 'plano-essencial' })
    // Reactivated, it stays on the plan it has: the dropped change does not come back.
    const back = await t.request('PUT', `/subscription/${subscription._id}/activate`, { token })
    expect(back.status).toBe(200)
    expect(back.body.data).toMatchObject({
      planId: { _id: 'plano-profissional', price: 9990 },
      scheduledPlan: null,
    })
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
    const res = await quotedChange(t, token, subscription._id, 'plano-profissional')
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

describe('the amount confirmed is one the server quoted (issue 26)', () => {
  it.each([
    ['a figure far above the quote (1e20)', 1e20],
    ['a figure above the quote that was never quoted', 5001],
    ['a figure below the quote that was never quoted', 4999],
  ])('refuses %s and charges nothing', async (_, expectedAmount) => {
    const t = setup()
    const { token, subscription } = await subscribed(t, 'plano-essencial')
    expect((await quote(t, token, subscription._id, 'plano-profissional')).body.data.amount).toBe(
      5000,
    )
    const res = await change(t, token, subscription._id, 'plano-profissional', expectedAmount)
    expect(res).toMatchObject({
      status: 409,
      body: { message: API_MESSAGES.planChangeAmountChanged },
    })
    expect(await db().selectFrom('sandbox_charges').select('ref').execute()).toHaveLength(1)
  })

  it('refuses a quote older than ten minutes, and one made for another plan', async () => {
    const t = setup()
    const { token, subscription } = await subscribed(t, 'plano-essencial')
    const old = (await quote(t, token, subscription._id, 'plano-profissional')).body.data.amount
    t.clock.advance(PLAN_CHANGE_QUOTE_TTL_MS + 1)
    const late = await change(t, token, subscription._id, 'plano-profissional', old)
    expect(late.body.message).toBe(API_MESSAGES.planChangeAmountChanged)
    // The quarterly plan's quote does not stand for the professional plan.
    const other = (await quote(t, token, subscription._id, 'plano-trimestral')).body.data.amount
    const crossed = await change(t, token, subscription._id, 'plano-profissional', other)
    expect(crossed.body.message).toBe(API_MESSAGES.planChangeAmountChanged)
    expect(await db().selectFrom('sandbox_charges').select('ref').execute()).toHaveLength(1)
    // Quoted again, it goes through.
    expect((await quotedChange(t, token, subscription._id, 'plano-profissional')).status).toBe(200)
  })

  it('charges what is due now, below the figure quoted a moment ago, never above it', async () => {
    const t = setup()
    const { token, subscription } = await subscribed(t, 'plano-essencial')
    const shown = (await quote(t, token, subscription._id, 'plano-profissional')).body.data.amount
    t.clock.advance(9 * 60_000)
    const res = await change(t, token, subscription._id, 'plano-profissional', shown)
    expect(res.status).toBe(200)
    const [upgrade] = await payments(t, token)
    expect(upgrade?.amount).toBeLessThan(shown)
    expect(upgrade?.amount).toBeGreaterThan(0)
  })

  it('sends the upgrade a receipt whose period is the days left, not a month', async () => {
    const t = setup()
    const { token, subscription } = await subscribed(t, 'plano-essencial')
    t.clock.advance(20 * DAY)
    const res = await quotedChange(t, token, subscription._id, 'plano-profissional')
    expect(res.status).toBe(200)
    const [upgrade] = await payments(t, token)
    const receipt = await t.request('GET', `/recurrence/receipt/${upgrade?._id}`, { token })
    expect(receipt.status).toBe(200)
    expect(receipt.body.data).toMatchObject({
      planName: 'Profissional',
      // (99,90 - 49,90) / 30 days x 10 days left
      amount: 1667,
      periodStart: t.clock.now().toISOString(),
      periodEnd: subscription.nextBillingDate,
    })
    await settle(t)
    const mails = await outbox(db())
    const receipts = mails.filter((mail) => mail.subject.startsWith('Recibo de pagamento'))
    // The first payment's receipt, and the upgrade's.
    expect(receipts.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('plano Essencial'),
      expect.stringContaining('plano Profissional'),
    ])
    expect(receipts[1]?.text_body).toContain(formatDate(t.clock.now().toISOString()))
  })
})

describe('a plan priced 0 (issue 26)', () => {
  it('is not a plan one can change to', async () => {
    const t = setup()
    const { token, subscription } = await subscribed(t, 'plano-profissional')
    await db()
      .updateTable('plans')
      .set({ price_cents: 0 })
      .where('id', '=', 'plano-essencial')
      .execute()
    for (const res of [
      await quote(t, token, subscription._id, 'plano-essencial'),
      await change(t, token, subscription._id, 'plano-essencial', 0),
    ]) {
      expect(res).toMatchObject({ status: 409, body: { message: API_MESSAGES.planNotPurchasable } })
    }
    expect((await payments(t, token)).map((payment) => payment.status)).toEqual(['paid'])
  })
})

describe("'Manter plano atual': a scheduled downgrade undone (issue 29)", () => {
  const keep = (t: TestApp, token: string, id: string) =>
    t.request('DELETE', `/subscription/${id}/change`, { token })
  const undone = () =>
    db()
      .selectFrom('audit_events')
      .selectAll()
      .where('kind', '=', 'subscription.plan_change_canceled')
      .execute()

  async function downgraded(t: TestApp) {
    const made = await subscribed(t, 'plano-profissional')
    const res = await quotedChange(t, made.token, made.subscription._id, 'plano-essencial')
    expect(res.body.data.scheduledPlan).toMatchObject({ _id: 'plano-essencial' })
    return made
  }

  it('drops the scheduled change, keeps the plan and its price, audits it, and bills the current plan', async () => {
    const t = setup()
    const { token, subscription } = await downgraded(t)
    t.clock.advance(5 * DAY)
    const res = await keep(t, token, subscription._id)
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(API_MESSAGES.scheduledChangeCanceled)
    expect(res.body.data).toMatchObject({
      planId: { _id: 'plano-profissional', price: 9990 },
      status: 'active',
      nextBillingDate: subscription.nextBillingDate,
      scheduledPlan: null,
    })
    expect((await payments(t, token)).map((payment) => payment.status)).toEqual(['paid'])
    const [event] = await undone()
    expect(event?.detail).toMatchObject({
      subscriptionId: subscription._id,
      kept: 'plano-profissional',
      dropped: 'plano-essencial',
      effectiveAt: subscription.nextBillingDate,
    })
    // The renewal is the current plan's, at its price.
    t.clock.advance(26 * DAY)
    await runBilling(t.context)
    const [renewal] = await payments(t, token)
    expect(renewal).toMatchObject({ amount: 9990, status: 'paid', change: null })
    const after = (await t.request('GET', `/subscription/${subscription._id}`, { token })).body.data
    expect(after.planId).toMatchObject({ _id: 'plano-profissional' })
  })

  it('is safe to repeat: with nothing scheduled it changes nothing and says so', async () => {
    const t = setup()
    const { token, subscription } = await downgraded(t)
    expect((await keep(t, token, subscription._id)).status).toBe(200)
    const again = await keep(t, token, subscription._id)
    expect(again.status).toBe(200)
    expect(again.body.message).toBe(API_MESSAGES.noScheduledChange)
    expect(again.body.data).toMatchObject({
      planId: { _id: 'plano-profissional' },
      scheduledPlan: null,
    })
    expect(await undone()).toHaveLength(1)
  })

  it('five requests at once undo it once: one audit line, no scheduled row, the same plan for all', async () => {
    const t = setup()
    const { token, subscription } = await downgraded(t)
    const all = await Promise.all(Array.from({ length: 5 }, () => keep(t, token, subscription._id)))
    expect(all.map((res) => res.status)).toEqual([200, 200, 200, 200, 200])
    expect(all.map((res) => res.body.message).sort()).toEqual(
      [
        API_MESSAGES.scheduledChangeCanceled,
        ...Array.from({ length: 4 }, () => API_MESSAGES.noScheduledChange),
      ].sort(),
    )
    for (const res of all) {
      expect(res.body.data).toMatchObject({
        planId: { _id: 'plano-profissional' },
        scheduledPlan: null,
      })
    }
    expect(await undone()).toHaveLength(1)
    const scheduled = await db()
      .selectFrom('payments')
      .select('id')
      .where('status', '=', 'scheduled')
      .execute()
    expect(scheduled).toEqual([])
  })

  it("answers another account's subscription like an unknown one", async () => {
    const t = setup()
    const { subscription } = await downgraded(t)
    const other = await signUp(t)
    const res = await keep(t, other.token, subscription._id)
    expect(res.status).toBe(404)
    expect(res.body.message).toBe(API_MESSAGES.subscriptionNotFound)
    expect(await undone()).toEqual([])
  })

  it('a downgrade chosen again after being undone is scheduled again', async () => {
    const t = setup()
    const { token, subscription } = await downgraded(t)
    await keep(t, token, subscription._id)
    const res = await quotedChange(t, token, subscription._id, 'plano-essencial')
    expect(res.status).toBe(200)
    expect(res.body.data.scheduledPlan).toMatchObject({ _id: 'plano-essencial' })
  })
})
