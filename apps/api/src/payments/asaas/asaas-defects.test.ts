import { API_MESSAGES } from '@atendimento/domain/contract/messages'
import { describe, expect, it } from 'vitest'
import { setRole } from '../../modules/admin/roles.ts'
import { ASAAS_FAKE_CARDS } from '../../testing/asaas-fake.ts'
import { useAsaas } from '../../testing/asaas-harness.ts'
import { cardPayment, outbox, signUp, type TestApp } from '../../testing/test-app.ts'
import { DAY } from '../../testing/test-clock.ts'
import { useTestDatabase } from '../../testing/test-database.ts'
import { asaasDate } from './asaas-mapping.ts'

// The nine findings of issue 26 about the Asaas path, each against the fake Asaas that behaves as
// the real one (required fields, lists without deleted items, webhooks late, twice or early).

const db = useTestDatabase()
const { clock, fake, setup, settle, subscriber } = useAsaas(db)

const payments = (subscriptionId: string) =>
  db()
    .selectFrom('payments')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()

/** When the first payment of an Asaas subscription is due (Asaas makes it with the subscription). */
const firstDueDate = (subscriptionRef: string | undefined) =>
  fake.state.payments.find((p) => p.subscription === subscriptionRef)?.dueDate

const changePlan = async (t: TestApp, token: string, id: string, planId: string) => {
  const quote = await t.request('GET', `/subscription/${id}/change/${planId}`, { token })
  return t.request('POST', `/subscription/${id}/change/${planId}`, {
    token,
    body: { expectedAmount: quote.body.data?.amount ?? 0 },
  })
}

describe('1. Continuar Pagamento after a failed charge', () => {
  it('replaces the Asaas subscription that failed: one live subscription bills the customer', async () => {
    const t = setup()
    const { token, row } = await subscriber(t)
    await settle(t)
    const first = (await row()).gateway_subscription_ref ?? ''
    // Asaas bills MONTHLY by the calendar: the renewal is due a month on.
    clock.advance(31 * DAY)
    await fake.renew(first, 'refused')
    await settle(t)
    expect((await row()).status).toBe('pending')

    const resumed = await t.request('POST', '/subscription/plano-essencial', {
      token,
      body: cardPayment('5555 5555 5555 4444'),
    })
    expect(resumed.status).toBe(200)
    await settle(t)
    expect(fake.live().map((s) => s.id)).toEqual([(await row()).gateway_subscription_ref])
    expect(fake.live()[0]?.id).not.toBe(first)
  })
})

describe('2. a withdrawn Pix is withdrawn at Asaas too', () => {
  it('a Pix replaced by a card payment can no longer be paid', async () => {
    const t = setup()
    const { token } = await signUp(t)
    const pix = await t.request('POST', '/subscription/plano-essencial/pix', { token })
    expect(pix.status).toBe(200)
    const paid = await t.request('POST', '/subscription/plano-essencial', {
      token,
      body: cardPayment(),
    })
    expect(paid.status).toBe(200)
    await settle(t)
    expect(await fake.pay(pix.body.data.pix.pixId)).toBe(false)
  })

  it('an expired checkout code is withdrawn when a new one is issued', async () => {
    const t = setup()
    const { token } = await signUp(t)
    const first = await t.request('POST', '/subscription/plano-essencial/pix', { token })
    clock.advance(31 * 60_000)
    const second = await t.request('POST', '/subscription/plano-essencial/pix', { token })
    expect(second.body.data.pix.pixId).not.toBe(first.body.data.pix.pixId)
    await settle(t)
    // Asaas keeps a code payable 12 months past its due date unless it is removed.
    expect(await fake.pay(first.body.data.pix.pixId)).toBe(false)
    expect(await fake.pay(second.body.data.pix.pixId)).toBe(true)
  })
})

describe('3. creating at Asaas is claimed, and waits as Asaas advises', () => {
  it('two concurrent retries of one unanswered attempt create one Asaas subscription', async () => {
    const t = setup()
    const { token } = await signUp(t)
    fake.state.failures.push({ method: 'POST', path: /^\/subscriptions$/, mode: 'error' })
    const first = await t.request('POST', '/subscription/plano-essencial', {
      token,
      body: cardPayment(),
    })
    expect(first.status).toBe(502)
    clock.advance(10 * 60_000)
    const retries = await Promise.all(
      [0, 1].map(() =>
        t.request('POST', '/subscription/plano-essencial', { token, body: cardPayment() }),
      ),
    )
    await settle(t)
    expect(retries.map((r) => r.status)).toContain(200)
    expect(fake.state.subscriptions).toHaveLength(1)
  })

  it('a retry while Asaas is still authorising waits instead of creating a second one', async () => {
    const t = setup({ timeoutMs: 150 })
    const { token } = await signUp(t)
    fake.state.failures.push({
      method: 'POST',
      path: /^\/subscriptions$/,
      mode: 'slow-work',
      ms: 600,
    })
    const first = await t.request('POST', '/subscription/plano-essencial', {
      token,
      body: cardPayment(),
    })
    expect(first.status).toBe(502)
    const early = await t.request('POST', '/subscription/plano-essencial', {
      token,
      body: cardPayment(),
    })
    expect(early.status).toBe(409)
    await fake.idle()
    clock.advance(2 * 60_000)
    const later = await t.request('POST', '/subscription/plano-essencial', {
      token,
      body: cardPayment(),
    })
    expect(later.status).toBe(200)
    expect(later.body.data.status).toBe('active')
    expect(fake.state.subscriptions).toHaveLength(1)
  })
})

describe('4. a plan change creates the new Asaas subscription before removing the old', () => {
  it('moves the billing to one new subscription, sent with the customer address', async () => {
    const t = setup()
    const { token, id, row } = await subscriber(t, 'plano-profissional')
    const old = (await row()).gateway_subscription_ref
    const res = await changePlan(t, token, id, 'plano-essencial')
    expect(res.status).toBe(200)
    await settle(t)
    const [live] = fake.live()
    expect(fake.live()).toHaveLength(1)
    expect(live?.id).not.toBe(old)
    expect(live?.value).toBe(49.9)
    // Its first payment is due when the period already paid ends.
    expect(firstDueDate(live?.id)).toBe(asaasDate(new Date(res.body.data.nextBillingDate)))
    const sent = fake.state.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v3/subscriptions',
    )
    expect(sent.at(-1)?.body).toMatchObject({ remoteIp: '203.0.113.10' })
  })

  it('when Asaas refuses the new subscription, the old one keeps billing and nothing changes', async () => {
    const t = setup()
    const { token, id, row } = await subscriber(t, 'plano-profissional')
    const before = await row()
    fake.state.failures.push({ method: 'POST', path: /^\/subscriptions$/, mode: 'refuse' })
    const res = await changePlan(t, token, id, 'plano-essencial')
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    await settle(t)
    expect(fake.live().map((s) => s.id)).toEqual([before.gateway_subscription_ref])
    expect(await row()).toMatchObject({ plan_id: 'plano-profissional', status: 'active' })
  })
})

describe("4b. 'Manter plano atual' after a downgrade (issue 29)", () => {
  it('moves the Asaas billing back to the current price: one live subscription, old value', async () => {
    const t = setup()
    const { token, id, row } = await subscriber(t, 'plano-profissional')
    expect((await changePlan(t, token, id, 'plano-essencial')).status).toBe(200)
    await settle(t)
    const downgraded = (await row()).gateway_subscription_ref
    const res = await t.request('DELETE', `/subscription/${id}/change`, { token })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(API_MESSAGES.scheduledChangeCanceled)
    await settle(t)
    const [live] = fake.live()
    expect(fake.live()).toHaveLength(1)
    expect(live?.id).toBe((await row()).gateway_subscription_ref)
    expect(live?.id).not.toBe(downgraded)
    expect(live?.value).toBe(99.9)
    expect(firstDueDate(live?.id)).toBe(asaasDate(new Date(res.body.data.nextBillingDate)))
  })
})

describe('5. a Pix subscriber who saves a card', () => {
  it('is billed by an Asaas card subscription from the next billing date', async () => {
    const t = setup()
    const { token } = await signUp(t)
    const pix = await t.request('POST', '/subscription/plano-essencial/pix', { token })
    expect(await fake.pay(pix.body.data.pix.pixId)).toBe(true)
    await settle(t)
    const subscriptionId = pix.body.data.subscription._id
    const active = await t.request('GET', `/subscription/${subscriptionId}`, { token })
    expect(active.body.data.status).toBe('active')

    const card = await t.request('PUT', `/subscription/${subscriptionId}/card`, {
      token,
      body: cardPayment(),
    })
    expect(card.status).toBe(200)
    await settle(t)
    expect(fake.live()).toHaveLength(1)
    const [live] = fake.live()
    expect(live).toMatchObject({ billingType: 'CREDIT_CARD', value: 49.9 })
    expect(firstDueDate(live?.id)).toBe(asaasDate(new Date(active.body.data.nextBillingDate)))
  })
})

describe('6. webhooks out of order never move a payment backwards', () => {
  it('a late PAYMENT_CREATED or PAYMENT_OVERDUE leaves a paid renewal paid', async () => {
    const t = setup()
    const { id, row } = await subscriber(t)
    await settle(t)
    clock.advance(31 * DAY)
    const renewal = await fake.renew((await row()).gateway_subscription_ref ?? '', 'refused')
    await fake.overdue(renewal?.id)
    expect(await fake.pay(renewal?.id)).toBe(true)
    // Asaas' non-sequential mode: RECEIVED, then OVERDUE, then CREATED.
    await fake.webhooks.flush('reversed')
    await settle(t)
    const last = (await payments(id)).at(-1)
    expect(last).toMatchObject({ gateway_payment_ref: renewal?.id, status: 'paid' })
    expect((await row()).status).toBe('active')
    // Each move is in the audit trail; the stale events made none.
    const moves = await db()
      .selectFrom('audit_events')
      .select('detail')
      .where('kind', '=', 'payment.status_changed')
      .execute()
    const ofRenewal = moves.map((m) => m.detail).filter((d) => d.paymentId === last?.id)
    expect(ofRenewal).toEqual([
      { paymentId: last?.id, subscriptionId: id, from: 'pending', to: 'paid', news: 'paid' },
    ])
  })

  it('a late PAYMENT_CONFIRMED does not revive a refunded payment', async () => {
    const t = setup()
    const operator = await signUp(t)
    await setRole(db(), { email: operator.email, role: 'operator', by: 'teste', at: clock.now() })
    const { id } = await subscriber(t)
    const [payment] = await payments(id)
    const refunded = await t.request('POST', `/admin/payment/${payment?.id}/refund`, {
      token: operator.token,
    })
    expect(refunded.status).toBe(200)
    await fake.webhooks.flush('reversed')
    await settle(t)
    expect((await payments(id))[0]?.status).toBe('refunded')
  })
})

describe('7. Asaas ending a subscription, or a chargeback', () => {
  it.each(['DELETED', 'INACTIVATED'] as const)(
    'SUBSCRIPTION_%s ends ours at the end of the paid period and tells the customer',
    async (how) => {
      const t = setup()
      const { user, row } = await subscriber(t)
      await settle(t)
      const before = await row()
      await fake.endSubscription(before.gateway_subscription_ref ?? '', how)
      await settle(t)
      const after = await row()
      expect(after.status).toBe('canceled')
      expect(after.next_billing_date).toEqual(before.next_billing_date)
      const mails = await outbox(db(), user.email)
      expect(mails.map((m) => m.subject)).toContain('Sua assinatura foi encerrada')
    },
  )

  it('a chargeback refunds the payment, suspends access and stops the billing', async () => {
    const t = setup()
    const { id, row } = await subscriber(t)
    await settle(t)
    const [payment] = await payments(id)
    await fake.chargeback(payment?.gateway_payment_ref ?? '')
    await settle(t)
    expect((await payments(id))[0]?.status).toBe('refunded')
    const after = await row()
    expect(after.status).toBe('canceled')
    expect(after.next_billing_date?.getTime()).toBeLessThanOrEqual(clock.now().getTime())
    expect(fake.live()).toHaveLength(0)
  })
})

describe('8. an event for a payment not known yet', () => {
  it('is kept and applied once the payment appears', async () => {
    const t = setup()
    const { token, id, row } = await subscriber(t)
    await settle(t)
    // Cancelled, then reactivated on the day its paid period ends: Asaas charges at once and
    // says so before the reactivation has recorded the new subscription.
    await t.request('DELETE', `/subscription/${id}`, { token })
    await settle(t)
    clock.set(new Date(((await row()).next_billing_date?.getTime() ?? 0) - 60_000))
    fake.webhooks.policy.early = true
    const reactivated = await t.request('PUT', `/subscription/${id}/activate`, { token })
    expect(reactivated.status).toBe(200)
    fake.webhooks.policy.early = false
    await settle(t)
    const ref = (await row()).gateway_subscription_ref
    const charged = fake.state.payments.find((p) => p.subscription === ref)
    expect(charged?.status).toBe('CONFIRMED')
    const recorded = (await payments(id)).find((p) => p.gateway_payment_ref === charged?.id)
    expect(recorded?.status).toBe('paid')
  })
})

describe('9. smaller findings', () => {
  it('a first charge refused after risk analysis leaves no Asaas subscription charging', async () => {
    const t = setup()
    const { res, row } = await subscriber(t, 'plano-essencial', ASAAS_FAKE_CARDS.riskAnalysis)
    expect(res.status).toBe(200)
    await settle(t)
    const ref = (await row()).gateway_subscription_ref
    const first = fake.state.payments.find(
      (p) => p.subscription === (ref ?? fake.state.subscriptions[0]?.id),
    )
    await fake.reprove(first?.id)
    await settle(t)
    expect(fake.live()).toHaveLength(0)
  })

  it('the card token is kept when a retry finds the subscription an unanswered call made', async () => {
    const t = setup()
    const { token } = await signUp(t)
    fake.state.failures.push({ method: 'POST', path: /^\/subscriptions$/, mode: 'lost' })
    const first = await t.request('POST', '/subscription/plano-essencial', {
      token,
      body: cardPayment(),
    })
    expect(first.status).toBe(502)
    clock.advance(10 * 60_000)
    const retry = await t.request('POST', '/subscription/plano-essencial', {
      token,
      body: cardPayment(),
    })
    expect(retry.status).toBe(200)
    const stored = await db().selectFrom('subscriptions').selectAll().executeTakeFirstOrThrow()
    expect(stored.card_token).toBe(fake.state.subscriptions[0]?.creditCard.creditCardToken)
  })

  it('an upgrade on Asaas charges the difference on the saved card', async () => {
    const t = setup()
    const { token, id } = await subscriber(t)
    clock.advance(15 * DAY)
    const res = await changePlan(t, token, id, 'plano-profissional')
    expect(res.status).toBe(200)
    await settle(t)
    const charges = fake.state.payments.filter((p) => p.subscription === null)
    expect(charges).toHaveLength(1)
    expect(charges[0]).toMatchObject({ value: 25, billingType: 'CREDIT_CARD', status: 'CONFIRMED' })
    expect(fake.live()).toHaveLength(1)
  })

  it('an upgrade whose answer was lost, and that Asaas then confirmed, is finished by the retry without a second charge', async () => {
    const t = setup()
    const { token, id, row } = await subscriber(t)
    clock.advance(15 * DAY)
    fake.state.failures.push({ method: 'POST', path: /^\/payments$/, mode: 'lost' })
    const lost = await changePlan(t, token, id, 'plano-profissional')
    expect(lost.status).toBe(502)
    await settle(t)
    clock.advance(2 * 60_000)
    const retry = await changePlan(t, token, id, 'plano-profissional')
    expect(retry.status).toBe(200)
    expect(fake.state.payments.filter((p) => p.subscription === null)).toHaveLength(1)
    expect((await row()).plan_id).toBe('plano-profissional')
  })

  it('two requests of one account create one Asaas customer', async () => {
    const t = setup()
    const { token } = await signUp(t)
    await Promise.all([
      t.request('POST', '/subscription/plano-essencial', { token, body: cardPayment() }),
      t.request('POST', '/subscription/plano-profissional/pix', { token }),
    ])
    await settle(t)
    expect(fake.state.customers).toHaveLength(1)
  })

  it('a success whose body cannot be read counts as unknown, not as done', async () => {
    const t = setup()
    const { token } = await signUp(t)
    fake.state.failures.push({ method: 'POST', path: /^\/subscriptions$/, mode: 'garbled' })
    const first = await t.request('POST', '/subscription/plano-essencial', {
      token,
      body: cardPayment(),
    })
    expect(first.status).toBe(502)
    expect(first.body.message).toBe(API_MESSAGES.gatewayUnavailable)
    clock.advance(10 * 60_000)
    const retry = await t.request('POST', '/subscription/plano-essencial', {
      token,
      body: cardPayment(),
    })
    expect(retry.status).toBe(200)
    expect(fake.state.subscriptions).toHaveLength(1)
    const stored = await db().selectFrom('subscriptions').selectAll().executeTakeFirstOrThrow()
    expect(stored.gateway_subscription_ref).toBe(fake.state.subscriptions[0]?.id)
  })
})
