import { paymentListSchema, paymentStatusResponseSchema } from '@atendimento/domain/schemas/payment'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { cardPayment, createTestApp, signUp, type TestApp } from '../../testing/test-app.ts'
import { DAY } from '../../testing/test-clock.ts'
import { useTestDatabase } from '../../testing/test-database.ts'
import { runBilling } from '../billing/billing-job.ts'

const db = useTestDatabase()
const setup = () => createTestApp(db(), { settings: { sessionTtlMs: 365 * DAY } })

async function subscriber(t: TestApp) {
  const { token } = await signUp(t)
  const subscription = (
    await t.request('POST', '/subscription/plano-essencial', { token, body: cardPayment() })
  ).body.data
  return { token, subscription }
}

/** Two subscribers with two paid payments each: the checkout and one renewal. */
async function twoSubscribersWithHistory(t: TestApp) {
  const mine = await subscriber(t)
  const theirs = await subscriber(t)
  t.clock.advance(30 * DAY)
  await runBilling(t.context)
  return { mine, theirs }
}

describe('GET /api/recurrence/user', () => {
  it("lists the caller's payments, newest first, with the plan's name", async () => {
    const t = setup()
    const { token } = (await twoSubscribersWithHistory(t)).mine
    const res = await t.request('GET', '/recurrence/user', { token })
    expect(res.status).toBe(200)
    const payments = v.parse(paymentListSchema, res.body.data)
    expect(payments).toHaveLength(2)
    const [newest, oldest] = payments
    expect((newest?.billingDate ?? '') > (oldest?.billingDate ?? '')).toBe(true)
    expect(newest).toMatchObject({
      amount: 4990,
      planId: { _id: 'plano-essencial', name: 'Essencial' },
      status: 'paid',
      billingDate: t.clock.now().toISOString(),
    })
  })

  it('filters by status=paid and status=pending', async () => {
    const t = setup()
    const { token } = (await twoSubscribersWithHistory(t)).mine
    await db()
      .updateTable('payments')
      .set({ status: 'pending', paid_at: null })
      .where('billing_date', '=', t.clock.now())
      .execute()
    const paid = await t.request('GET', '/recurrence/user?status=paid', { token })
    const pending = await t.request('GET', '/recurrence/user?status=pending', { token })
    expect(paid.body.data.map((p: { status: string }) => p.status)).toEqual(['paid'])
    expect(pending.body.data.map((p: { status: string }) => p.status)).toEqual(['pending'])
  })

  it('refuses another status with 400 and no token with 401', async () => {
    const t = setup()
    const { token } = await signUp(t)
    const bad = await t.request('GET', '/recurrence/user?status=refunded', { token })
    expect(bad.status).toBe(400)
    expect(typeof bad.body.message).toBe('string')
    expect((await t.request('GET', '/recurrence/user')).status).toBe(401)
  })
})

describe('GET /api/recurrence/subscription/{id}', () => {
  it("lists one subscription's payments, and 404 for someone else's", async () => {
    const t = setup()
    const { mine, theirs } = await twoSubscribersWithHistory(t)
    const res = await t.request('GET', `/recurrence/subscription/${mine.subscription._id}`, {
      token: mine.token,
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toHaveLength(2)
    const other = await t.request('GET', `/recurrence/subscription/${theirs.subscription._id}`, {
      token: mine.token,
    })
    expect(other.status).toBe(404)
    expect(other.body).toEqual({ message: 'Assinatura não encontrada' })
    expect((await t.request('GET', '/recurrence/subscription/x')).status).toBe(401)
  })
})

describe('GET /api/recurrence/status/{id}', () => {
  it("answers a payment's status, and 404 for someone else's", async () => {
    const t = setup()
    const { mine } = await twoSubscribersWithHistory(t)
    const theirs = await signUp(t)
    const [payment] = (await t.request('GET', '/recurrence/user', { token: mine.token })).body.data
    const res = await t.request('GET', `/recurrence/status/${payment._id}`, { token: mine.token })
    expect(res.status).toBe(200)
    expect(v.parse(paymentStatusResponseSchema, res.body.data)).toEqual({
      _id: payment._id,
      status: 'paid',
    })
    const other = await t.request('GET', `/recurrence/status/${payment._id}`, {
      token: theirs.token,
    })
    expect(other.status).toBe(404)
    expect(other.body).toEqual({ message: 'Pagamento não encontrado' })
    expect((await t.request('GET', `/recurrence/status/${payment._id}`)).status).toBe(401)
  })
})
