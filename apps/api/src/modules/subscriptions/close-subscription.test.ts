import { describe, expect, it } from 'vitest'
import { SANDBOX_CARDS } from '../../payments/sandbox-gateway.ts'
import { cardPayment, createTestApp, signUp, type TestApp } from '../../testing/test-app.ts'
import { DAY } from '../../testing/test-clock.ts'
import { useTestDatabase } from '../../testing/test-database.ts'
import { setRole } from '../admin/roles.ts'
import { runBilling } from '../billing/billing-job.ts'

const db = useTestDatabase()
const setup = () => createTestApp(db(), { settings: { sessionTtlMs: 365 * DAY } })

async function subscriber(t: TestApp, card = '4444 4444 4444 4444') {
  const customer = await signUp(t)
  const res = await t.request('POST', '/subscription/plano-profissional', {
    token: customer.token,
    body: cardPayment(card),
  })
  expect(res.status).toBe(200)
  return { ...customer, subscriptionId: res.body.data._id as string }
}

/** The closings the audit trail recorded, as `reason: subscription`. */
async function closings() {
  const rows = await db()
    .selectFrom('audit_events')
    .select('detail')
    .where('kind', '=', 'subscription.closed')
    .orderBy('id')
    .execute()
  return rows.map(({ detail }) => `${detail.reason}: ${detail.subscriptionId}`)
}

/** What a closed subscription left open: its charges waiting, a downgrade scheduled. */
const leftOpen = (subscriptionId: string) =>
  db()
    .selectFrom('payments')
    .select('status')
    .where('subscription_id', '=', subscriptionId)
    .where('status', 'in', ['pending', 'scheduled'])
    .execute()

describe('closing a subscription: one function, whoever closes it (issues 25 and 26)', () => {
  it('the customer, an operator and a checkout of another plan all close through it', async () => {
    const t = setup()
    const operator = await signUp(t)
    await setRole(db(), { email: operator.email, role: 'operator', by: 'teste', at: new Date() })

    const byCustomer = await subscriber(t)
    // A downgrade waiting for the next date goes with the subscription.
    const quoted = await t.request(
      'GET',
      `/subscription/${byCustomer.subscriptionId}/change/plano-essencial`,
      { token: byCustomer.token },
    )
    await t.request('POST', `/subscription/${byCustomer.subscriptionId}/change/plano-essencial`, {
      token: byCustomer.token,
      body: { expectedAmount: quoted.body.data.amount },
    })
    expect(await leftOpen(byCustomer.subscriptionId)).toHaveLength(1)
    await t.request('DELETE', `/subscription/${byCustomer.subscriptionId}`, {
      token: byCustomer.token,
    })

    const byOperator = await subscriber(t)
    const canceled = await t.request(
      'POST',
      `/admin/subscription/${byOperator.subscriptionId}/cancel`,
      { token: operator.token },
    )
    expect(canceled.status).toBe(200)

    // A renewal refused leaves the subscription pending; another plan's checkout replaces it.
    const replaced = await subscriber(t, SANDBOX_CARDS.renewalsRefused)
    t.clock.advance(31 * DAY)
    await runBilling(t.context)
    const other = await t.request('POST', '/subscription/plano-essencial', {
      token: replaced.token,
      body: cardPayment(),
    })
    expect(other.status).toBe(200)

    expect(await closings()).toEqual([
      `customer: ${byCustomer.subscriptionId}`,
      `operator: ${byOperator.subscriptionId}`,
      `replaced: ${replaced.subscriptionId}`,
    ])
    for (const { subscriptionId } of [byCustomer, byOperator, replaced]) {
      expect(await leftOpen(subscriptionId)).toEqual([])
    }
  })

  it('so does the account deletion, for every open subscription of the account', async () => {
    const t = setup()
    const customer = await subscriber(t)
    const res = await t.request('POST', '/user/delete', {
      token: customer.token,
      body: { password: customer.password },
    })
    expect(res.status).toBe(200)
    // The deletion keeps the trail's events but not their details (they may hold addresses).
    const kinds = await db()
      .selectFrom('audit_events')
      .select('kind')
      .where('user_id', '=', customer.user._id)
      .orderBy('id')
      .execute()
    expect(kinds.map(({ kind }) => kind).slice(-2)).toEqual([
      'subscription.closed',
      'account.deleted',
    ])
    const subscription = await db()
      .selectFrom('subscriptions')
      .select(['status', 'card_token'])
      .where('id', '=', customer.subscriptionId)
      .executeTakeFirstOrThrow()
    expect(subscription).toEqual({ status: 'canceled', card_token: null })
  })
})
